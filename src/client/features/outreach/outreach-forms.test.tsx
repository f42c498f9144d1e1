/**
 * The outreach forms as a person meets them: the shared schema's messages on the fields (wired with
 * aria-invalid and aria-describedby, the first one focused) before anything is sent; a lead thanked
 * only when the server stored it; and the page a post without JavaScript comes back to.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPAM_REJECTED_MESSAGE } from '#shared/forms/guard-fields.ts';
import { BIBLE_STUDY_WORDS, FIELD_WORDS, LEAD_WORDS } from '#shared/outreach/words.ts';
import copy from '#content/bible-study.json' with { type: 'json' };
import devotionals from '#content/devotionals.json' with { type: 'json' };
import { BibleStudyForm } from '#client/features/outreach/BibleStudyForm.tsx';
import { LeadForm } from '#client/features/outreach/LeadForm.tsx';
import { devotionalLead, eventLead } from '#client/features/outreach/leads.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the Bible study form', () => {
  it('names every missing answer with the schema message, focuses the first, and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<BibleStudyForm choices={copy.devotionalChoices} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(field(/^Full name/).getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(field(/^Full name/))).toContain(BIBLE_STUDY_WORDS.emptyName);
    expect(describedText(field(/^Email \*$/))).toContain(BIBLE_STUDY_WORDS.emptyEmail);
    expect(describedText(field(/18 years of age or older/))).toContain(BIBLE_STUDY_WORDS.ageNotConfirmed);
    expect(field(/^Phone/).getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Full name/)));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(field(/^Full name/), { target: { value: 'Priscilla' } });
    expect(field(/^Full name/).getAttribute('aria-invalid')).toBeNull();
  });

  it('comes back from a refused post without JavaScript with the answers and the errors', () => {
    render(
      <BibleStudyForm
        choices={copy.devotionalChoices}
        initial={{
          ok: false,
          message: '',
          fields: { age_confirmed: BIBLE_STUDY_WORDS.ageNotConfirmed },
          values: {
            name: 'Aquila',
            email: 'aquila@example.org',
            devotional_choice: 'both',
            age_confirmed: false,
            notifications_enabled: false,
          },
        }}
      />,
    );
    expect(field(/^Full name/).value).toBe('Aquila');
    expect((field(/^Free devotional/) as unknown as HTMLSelectElement).value).toBe('both');
    expect(screen.getByText(copy.devotionalChoices.both.description)).toBeTruthy();
    expect(field(/Email me when the study date/).checked).toBe(false);
    expect(
      screen.getByRole('link', { name: `18+ confirmation: ${BIBLE_STUDY_WORDS.ageNotConfirmed}` }),
    ).toBeTruthy();
  });
});

describe('a lead form in its dialog', () => {
  const fill = () => {
    fireEvent.change(field(/^Name/), { target: { value: 'Silas' } });
    fireEvent.change(field(/^Email/), { target: { value: 'silas@example.org' } });
    fireEvent.change(field(/^Phone/), { target: { value: '512-555-0199' } });
  };

  it('needs a phone for event details, with the schema message', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<LeadForm lead={eventLead} action="/devotional-whom/event-details" onDone={vi.fn()} />);
    fireEvent.change(field(/^Name/), { target: { value: 'Silas' } });
    fireEvent.change(field(/^Email/), { target: { value: 'silas@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Me Event Details' }));
    await waitFor(() => expect(describedText(field(/^Phone/))).toContain(FIELD_WORDS.phone));
    await waitFor(() => expect(document.activeElement).toBe(field(/^Phone/)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is never thanked for a lead the server refused, and its dialog stays open', async () => {
    const fetchMock = vi.fn(async () => json(400, { error: SPAM_REJECTED_MESSAGE }));
    vi.stubGlobal('fetch', fetchMock);
    const onDone = vi.fn();
    render(<LeadForm lead={eventLead} action="/devotional-whom/event-details" onDone={onDone} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Me Event Details' }));
    // Sent at once, the form is held until a person could have filled it, then sent.
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(SPAM_REJECTED_MESSAGE), {
      timeout: 4000,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(LEAD_WORDS.eventSuccess)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect(onDone).not.toHaveBeenCalled();
    expect(field(/^Name/).value).toBe('Silas');
  });

  it('is thanked once stored, then empties and asks its dialog to close', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(201, { message: LEAD_WORDS.eventSuccess })),
    );
    const onDone = vi.fn();
    render(<LeadForm lead={eventLead} action="/devotional-whom/event-details" onDone={onDone} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Me Event Details' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(LEAD_WORDS.eventSuccess), {
      timeout: 4000,
    });
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(field(/^Name/).value).toBe('');
    expect(field(/Send me the newsletter too/).checked).toBe(true);
  });
});

describe('a lead form on its own page (after a post without JavaScript)', () => {
  const lead = devotionalLead('/devotional-whom', devotionals.whom);

  it('keeps a newsletter opt-out unticked and the typed answers after a refusal', () => {
    render(
      <LeadForm
        lead={lead}
        action="/devotional-whom/get-devotional"
        initial={{
          ok: false,
          message: '',
          fields: { email: FIELD_WORDS.email },
          values: { name: 'Lydia', interests: ['prophecy'], subscribe_to_newsletter: false },
        }}
      />,
    );
    expect(field(/^Name/).value).toBe('Lydia');
    expect(field(/Prophetic teaching/).checked).toBe(true);
    expect(field(/Send me the newsletter too/).checked).toBe(false);
    expect(describedText(field(/^Email/))).toContain(FIELD_WORDS.email);
  });

  it('thanks with a link to the PDF', () => {
    render(
      <LeadForm
        lead={lead}
        action="/devotional-whom/get-devotional"
        initial={{
          ok: true,
          message: LEAD_WORDS.devotionalSuccess,
          extra: { download_url: devotionals.whom.pdf },
        }}
      />,
    );
    expect(screen.getByText(LEAD_WORDS.devotionalSuccess)).toBeTruthy();
    const link = screen.getByRole('link', { name: `Download ${devotionals.whom.title} (PDF)` });
    expect(link.getAttribute('href')).toBe(devotionals.whom.pdf);
    expect(link.getAttribute('download')).toBe(devotionals.whom.fileName);
  });
});
