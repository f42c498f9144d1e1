import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SpamTurnedAway } from '#client/features/admin/dashboard/SpamTurnedAway.tsx';

afterEach(cleanup);

describe('SpamTurnedAway', () => {
  it('is a named region with the week’s number and a small breakdown per form', () => {
    render(
      <SpamTurnedAway
        spam={{
          week: 5,
          by_form: [
            { form: '/api/contact/', count: 3 },
            { form: '/newsletter', count: 2 },
          ],
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Spam turned away this week' });
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Spam turned away this week');
    expect(region.textContent).toContain('5form posts refused');
    const list = within(region).getByRole('list', { name: 'By form' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Contact form: 3', 'The /newsletter page: 2']);
  });

  it('shows no breakdown when nothing was turned away', () => {
    render(<SpamTurnedAway spam={{ week: 0, by_form: [] }} />);
    const region = screen.getByRole('region', { name: 'Spam turned away this week' });
    expect(region.textContent).toContain('0form posts refused');
    expect(within(region).queryByRole('list')).toBeNull();
  });
});
