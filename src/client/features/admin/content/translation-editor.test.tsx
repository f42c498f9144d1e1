/**
 * The document editor's Spanish side (docs/product.md#site-content): only the fields with words,
 * each beside the English it translates; no time zone, link or picture chooser; a list's entries
 * translated where they are, never added, moved or removed here. And the dashboard's count.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findDocument } from '#shared/content/documents.ts';
import { spanishForEditing, wordsOf } from '#shared/content/translation.ts';
import { FieldEditor } from '#client/features/admin/content/FieldEditor.tsx';
import { NeedsTranslation } from '#client/features/admin/dashboard/NeedsTranslation.tsx';
import site from '#content/site.json' with { type: 'json' };
import coreValues from '#content/core-values.json' with { type: 'json' };

afterEach(cleanup);

describe('the Spanish side of the document editor', () => {
  it('shows each word field beside its English, and no setting that is not words', () => {
    const fields = findDocument('site')!.fields;
    const value = spanishForEditing(fields, site, { tagline: 'Acercando corazones a Dios' });
    const change = vi.fn();
    render(
      <FieldEditor
        field={fields}
        path={[]}
        value={value}
        ctx={{ errors: {}, change, timeZones: [], english: site }}
      />,
    );
    const tagline = screen.getByLabelText('Tagline') as HTMLInputElement;
    expect(tagline.value).toBe('Acercando corazones a Dios');
    expect(screen.getByText(site.tagline).closest('[lang]')?.getAttribute('lang')).toBe('en');
    // Untranslated words are blank, for staff to fill in; the English is beside them.
    expect((screen.getByLabelText('Blurb') as HTMLInputElement).value).toBe('');
    expect(screen.getByText(site.footer.blurb)).toBeTruthy();
    // Not words: the time zone, the ministry's name, the ticketing link.
    expect(screen.queryByLabelText('Time zone')).toBeNull();
    expect(screen.queryByLabelText('Ministry name')).toBeNull();
    expect(screen.queryByLabelText('Ticketing page')).toBeNull();
    fireEvent.change(screen.getByLabelText('Blurb'), { target: { value: 'Un ministerio profético.' } });
    expect(change).toHaveBeenLastCalledWith(['footer', 'blurb'], 'Un ministerio profético.');
  });

  it('translates a list’s entries where they are, without adding, moving or removing any', () => {
    const fields = findDocument('core-values')!.fields;
    render(
      <FieldEditor
        field={fields}
        path={[]}
        value={spanishForEditing(fields, coreValues, [])}
        ctx={{ errors: {}, change: vi.fn(), timeZones: [], english: coreValues }}
      />,
    );
    expect(screen.getAllByLabelText('Name')).toHaveLength(coreValues.length);
    expect(screen.queryByRole('button', { name: /^(Move|Remove|Add)/ })).toBeNull();
  });

  it('stores only the words filled in, each list entry at its place', () => {
    const fields = findDocument('core-values')!.fields;
    const edited = spanishForEditing(fields, coreValues, []) as { name: string }[];
    edited[1] = { ...edited[1]!, name: 'Integridad' };
    expect(wordsOf(fields, edited)).toEqual([null, { name: 'Integridad' }]);
  });
});

describe('the dashboard', () => {
  it('says how much needs translation, with a link to the list', () => {
    render(
      <MemoryRouter>
        <NeedsTranslation count={4} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Needs translation: 4' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See what needs translation' }).getAttribute('href')).toBe(
      '/admin/content#needs-translation',
    );
  });
});
