/**
 * Staff meet the words visitors see first (docs/product.md#site-content): the home page's headline
 * opens its editor, search engines' fields wait at the end in a collapsed section, a Markdown field
 * says how to format in plain words, and the seeded version is the "Original text".
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import home from '#content/home.json';
import { findDocument } from '#shared/content/documents.ts';
import { FieldEditor } from '#client/features/admin/content/FieldEditor.tsx';
import { HistoryPanel } from '#client/features/admin/content/HistoryPanel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const homeEditor = (errors: Record<string, string[]> = {}) =>
  render(
    <MemoryRouter>
      <FieldEditor
        field={findDocument('home')!.fields}
        path={[]}
        value={home}
        ctx={{ errors, change: vi.fn(), timeZones: [] }}
      />
    </MemoryRouter>,
  );

const fieldsInOrder = () =>
  [...document.querySelectorAll('input, textarea, select')].map(
    (control) => document.querySelector(`label[for="${control.id}"]`)?.textContent ?? '',
  );

describe('the site-content editor’s order', () => {
  it('opens the Home page with its headline and keeps search engines’ fields last, folded away', () => {
    homeEditor();
    const headline = screen.getByLabelText('Headline') as HTMLInputElement;
    expect(headline.value).toBe(home.hero.heading);
    expect(fieldsInOrder()[0]).toBe('Headline');

    const section = screen.getByText('Search engines').closest('details')!;
    expect(section.open).toBe(false);
    const inSection = within(section);
    expect(inSection.getByLabelText('Description')).toBeTruthy();
    expect(inSection.getByLabelText('Keywords')).toBeTruthy();
    expect(fieldsInOrder().slice(-2)).toEqual(['Description', 'Keywords']);
  });

  it('opens the search engines’ section when one of its fields has a problem', async () => {
    homeEditor({ description: ['Please fill this in before publishing.'] });
    const section = screen.getByText('Search engines').closest('details')!;
    await waitFor(() => expect(section.open).toBe(true));
  });

  it('tells how to format a Markdown field instead of saying “(Markdown)”', () => {
    homeEditor();
    expect(document.body.textContent).not.toContain('(Markdown)');
    const intro = screen.getAllByLabelText('Intro')[0]!;
    const described = intro.getAttribute('aria-describedby')!.split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('You can use **bold**, *italic*, [links](https://…) and lists.');
  });
});

describe('the history', () => {
  it('calls the version seeded from content/ the original text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          versions: [
            { version: 2, published_at: '2026-12-01T10:00:00Z', published_by: 'esther', current: true },
            {
              version: 1,
              published_at: '2026-11-01T10:00:00Z',
              published_by: 'Seeded from content/',
              current: false,
            },
          ],
        }),
      ),
    );
    render(
      <MemoryRouter>
        <HistoryPanel documentKey="home" generation={0} onRestored={vi.fn()} onError={vi.fn()} />
      </MemoryRouter>,
    );
    const first = await screen.findByText('Version 1');
    const row = first.closest('li')!;
    expect(row.textContent).toContain('Original text');
    expect(row.textContent).not.toContain('Seeded from content/');
    expect(screen.getByText('Version 2').closest('li')!.textContent).toContain('by esther');
  });
});
