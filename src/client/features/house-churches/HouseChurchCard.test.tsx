/**
 * The directory's card after a place search (docs/product.md#house-church-directory): how far the
 * church is, in words, under its neighborhood; never an address.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
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

describe('a house church card’s picture', () => {
  afterEach(cleanup);
  const image = {
    id: '5b8f7c1e-2d3a-4c6b-9e1f-0a2b3c4d5e6f',
    width: 1500,
    height: 1000,
    widths: [320, 640, 1280, 1500],
    alt_text: 'A table laid for supper in a living room',
    decorative: false,
  };

  it('shows the church’s library picture with its alt text and every stored width, loaded lazily', () => {
    render(
      <MemoryRouter>
        <HouseChurchCard church={buildHouseChurchJson({ image_id: image.id, image })} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'Pflugerville Supper Church' });
    const picture = within(card).getByRole('img', { name: image.alt_text });
    expect(picture.getAttribute('srcset')).toContain(`/media/images/${image.id}-1500.jpg 1500w`);
    expect(picture.getAttribute('srcset')).toContain(`/media/images/${image.id}-320.jpg 320w`);
    expect(picture.getAttribute('loading')).toBe('lazy');
  });

  it('without a picture shows the standard one, hidden from screen readers, and the card is otherwise the same', () => {
    const { container } = render(
      <MemoryRouter>
        <HouseChurchCard church={buildHouseChurchJson()} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'Pflugerville Supper Church' });
    expect(within(card).queryByRole('img')).toBeNull();
    const standard = container.querySelector('img')!;
    expect(standard.getAttribute('src')).toBe('/images/house-churches/fallback.svg');
    expect(standard.getAttribute('alt')).toBe('');
    expect(within(card).getByRole('link', { name: /^Join\s*Pflugerville Supper Church$/ })).toBeTruthy();
  });
});
