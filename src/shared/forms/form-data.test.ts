/** The reader both the browser and the page actions use, so a field means the same on both paths. */
import { describe, expect, it } from 'vitest';
import { firstIssuePerField, readForm, valuesToRefill } from '#shared/forms/form-data.ts';

function formData(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('readForm', () => {
  it('reads text, checkboxes, numbers and checkbox groups the way a JSON client sends them', () => {
    const values = readForm(
      formData([
        ['name', 'Ann'],
        ['phone', '   '],
        ['guests', '3'],
        ['subscribe', 'on'],
        ['interests', 'prayer'],
        ['interests', 'worship'],
        ['website', ''],
        ['form_started_at', '1700000000000'],
      ]),
      { booleans: ['subscribe', 'anonymous'], numbers: ['guests'], lists: ['interests', 'topics'] },
    );
    expect(values).toEqual({
      name: 'Ann',
      guests: 3,
      subscribe: true,
      anonymous: false,
      interests: ['prayer', 'worship'],
      topics: [],
      website: '',
      form_started_at: 1700000000000,
    });
  });

  it('leaves a number field that is not a number for the schema to refuse', () => {
    expect(readForm(formData([['guests', 'two']]), { numbers: ['guests'] })).toEqual({ guests: 'two' });
  });
});

describe('a refused post', () => {
  it('keeps what was typed, but never the honeypot or the start time', () => {
    const data = formData([
      ['name', 'Ann'],
      ['interests', 'a'],
      ['interests', 'b'],
      ['website', 'spam'],
      ['form_started_at', '1'],
    ]);
    expect(valuesToRefill(data)).toEqual({ name: 'Ann', interests: ['a', 'b'] });
  });

  it('shows the first message of each field', () => {
    const issues = [
      { path: ['email'], message: 'Please enter your email address.' },
      { path: ['email'], message: 'Please enter a valid email address.' },
      { path: ['guests', 0], message: 'At least one guest.' },
    ];
    expect(firstIssuePerField(issues)).toEqual({
      email: 'Please enter your email address.',
      guests: 'At least one guest.',
    });
  });
});
