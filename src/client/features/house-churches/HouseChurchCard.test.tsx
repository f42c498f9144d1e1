/**
 * The directory's card after a place search (docs/product.md#house-church-directory): how far the
 * church is, in words, under its neighborhood; never an address.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { buildHouseChurchJson } from '#tests/helpers/generators/house-church-json.ts';
import { HouseChurchCard } from '#client/features/house-churches/HouseChurchCard.tsx';

const renderCard = (distance_miles: number | null) =>
  render(
    <MemoryRouter>
      <HouseChurchCard church={buildHouseChurchJson({ distance_miles })} />
    </MemoryRouter>,
  );

describe('a house church card', () => {
  afterEach(cleanup);

  it('says about how many miles away the church is after a place search', () => {
    renderCard(3.2);
    const card = screen.getByRole('article', { name: 'Pflugerville Supper Church' });
    expect(card.textContent).toContain('Falcon Pointe, Pflugerville, TX');
    expect(card.textContent).toContain('about 3 miles away');
  });

  it('says "less than a mile away" close by, and nothing of distance without a place', () => {
    renderCard(0.4);
    expect(screen.getByText('less than a mile away')).toBeTruthy();
    cleanup();
    renderCard(null);
    expect(screen.getByRole('article').textContent).not.toMatch(/away/);
  });
});
