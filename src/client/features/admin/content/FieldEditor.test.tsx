/**
 * The generic editor draws a document's inputs from its descriptors (docs/product.md#site-content):
 * a list's entries move and go by keyboard-usable buttons, and a field's error sits on the field.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findDocument } from '#shared/content/documents.ts';
import { FieldEditor } from '#client/features/admin/content/FieldEditor.tsx';

const values = [
  { name: 'Love-First', description: 'Love first.' },
  { name: 'Integrity', description: 'The same in private.' },
];

afterEach(cleanup);

describe('the site-content field editor', () => {
  it('moves a list entry up and removes one with buttons', () => {
    const change = vi.fn();
    const fields = findDocument('core-values')!.fields;
    render(
      <FieldEditor field={fields} path={[]} value={values} ctx={{ errors: {}, change, timeZones: [] }} />,
    );
    expect((screen.getByRole('button', { name: 'Move value 1 up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move value 2 up' }));
    expect(change).toHaveBeenLastCalledWith([], [values[1], values[0]]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove value 1' }));
    expect(change).toHaveBeenLastCalledWith([], [values[1]]);
    fireEvent.change(screen.getAllByLabelText('Name')[1]!, { target: { value: 'Honesty' } });
    expect(change).toHaveBeenLastCalledWith([1, 'name'], 'Honesty');
  });

  it('shows a field’s error on the field', () => {
    const fields = findDocument('core-values')!.fields;
    render(
      <FieldEditor
        field={fields}
        path={[]}
        value={values}
        ctx={{
          errors: { '0.name': ['Please fill this in before publishing.'] },
          change: vi.fn(),
          timeZones: [],
        }}
      />,
    );
    const name = screen.getAllByLabelText('Name')[0]!;
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = name.getAttribute('aria-describedby')!;
    expect(document.getElementById(described)?.textContent).toBe('Please fill this in before publishing.');
  });

  it('adds the settings’ social card from the library and removes it again', () => {
    const change = vi.fn();
    const images = findDocument('site')!.fields;
    if (images.type !== 'group') throw new Error('the settings are a group');
    const group = images.fields.images!;
    const seed = { logo: '/logo-512.png', ogImage: '/og-image.png', ogImageAlt: 'The card' };
    const ctx = { errors: {}, change, timeZones: [] };
    const editor = (value: object) => (
      <MemoryRouter>
        <FieldEditor field={group} path={['images']} value={value} ctx={ctx} />
      </MemoryRouter>
    );
    const { rerender } = render(editor(seed));
    fireEvent.click(screen.getByRole('button', { name: 'Add social card from the library' }));
    expect(change).toHaveBeenLastCalledWith(['images', 'socialCard'], {
      image: { src: '/', alt: '', width: 1, height: 1 },
    });
    const card = { image: { imageId: '0b7f4c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b' } };
    rerender(editor({ ...seed, socialCard: card }));
    expect(screen.getByRole('button', { name: 'Choose from the library' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove social card from the library' }));
    expect(change).toHaveBeenLastCalledWith(['images', 'socialCard'], undefined);
  });

  it('shows the analytics IDs to Communications without letting them change them; an administrator may', () => {
    const settings = findDocument('site')!.fields;
    if (settings.type !== 'group') throw new Error('the settings are a group');
    const analytics = settings.fields.analytics!;
    const value = { gaMeasurementId: 'G-OURS12345', metaPixelId: '123456789' };
    const editor = (administrator: boolean) => (
      <FieldEditor
        field={analytics}
        path={['analytics']}
        value={value}
        ctx={{ errors: {}, change: vi.fn(), timeZones: [], administrator }}
      />
    );
    const { rerender } = render(editor(false));
    const id = screen.getByLabelText(/Google Analytics 4 measurement ID/) as HTMLInputElement;
    expect(id.value).toBe('G-OURS12345');
    expect(id.matches(':disabled')).toBe(true);
    expect(screen.getByText(/Only an administrator can change these\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove analytics' })).toBeNull();
    rerender(editor(true));
    expect(id.matches(':disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove analytics' })).toBeTruthy();
  });

  it('labels the settings in words: time zones by their plain names, Country, Website address', async () => {
    const settings = findDocument('site')!.fields;
    const site = (await import('#content/site.json')).default;
    const change = vi.fn();
    render(
      <MemoryRouter>
        <FieldEditor
          field={settings}
          path={[]}
          value={site}
          ctx={{ errors: {}, change, timeZones: ['America/Chicago', 'America/New_York', 'Europe/London'] }}
        />
      </MemoryRouter>,
    );
    const zone = screen.getByLabelText('Time zone') as HTMLSelectElement;
    expect(zone.value).toBe('America/Chicago');
    expect(zone.selectedOptions[0]!.textContent).toBe('Central Time (Chicago)');
    expect(screen.getByRole('option', { name: 'Pacific Time (Los Angeles)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Europe/London' })).toBeTruthy();
    fireEvent.change(zone, { target: { value: 'America/New_York' } });
    expect(change).toHaveBeenLastCalledWith(['timeZone'], 'America/New_York');
    expect(screen.getByLabelText('Country')).toBeTruthy();
    expect(screen.getAllByLabelText('Website address').length).toBe(site.social.length);
    expect(document.body.textContent).not.toMatch(/\bUrl\b|two-letter code|IANA/);
  });
});
