/**
 * The home hero (docs/product.md#home): staff's photo behind the headline, cropped around its focal
 * point and darkened for the words, or, without a photo, the brand's navy with nothing drawn
 * across the words.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import home from '#content/home.json';
import { site } from '#shared/site/settings.ts';
import type { HeroCopy } from '#client/features/home/home-copy.ts';
import { HomeHero } from '#client/features/home/HomeHero.tsx';

afterEach(cleanup);

const IMAGE_ID = '0b7f4c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';
const libraryPhoto = {
  imageId: IMAGE_ID,
  picture: {
    id: IMAGE_ID,
    width: 2400,
    height: 1600,
    widths: [320, 640, 1280, 1920],
    alt_text: 'People worshipping with raised hands',
    decorative: false,
  },
};

const renderHero = (copy: HeroCopy) =>
  render(
    <MemoryRouter>
      <HomeHero copy={copy} nextGathering={null} />
    </MemoryRouter>,
  );

describe('the home hero', () => {
  it('without a photo: the headline on navy, no picture and no decoration behind the words', () => {
    const { container } = renderHero(home.hero);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(home.hero.heading);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('section > svg')).toBeNull();
  });

  it('with a photo: drawn at once in every stored width, cropped around its focal point, darkened', () => {
    const { container } = renderHero({
      ...home.hero,
      picture: { image: libraryPhoto, focusX: 31, focusY: 68 },
    });
    const photo = screen.getByRole('img', { name: 'People worshipping with raised hands' });
    expect(photo.getAttribute('loading')).toBe('eager');
    expect(photo.getAttribute('fetchpriority')).toBe('high');
    expect(photo.getAttribute('sizes')).toBe('(min-width: 1024px) 100vw, 50vw');
    expect(container.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toContain(
      `/media/images/${IMAGE_ID}-1920.webp 1920w`,
    );
    expect(photo.className).toContain('focal-x-30');
    expect(photo.className).toContain('focal-y-70');
    const overlay = photo.closest('picture')!.nextElementSibling!;
    expect(overlay.getAttribute('aria-hidden')).toBe('true');
    expect(overlay.className).toContain('bg-navy-950/80');
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(home.hero.heading);
  });

  it('falls back to navy when the chosen photo has left the library', () => {
    const withPhoto = (image: HeroCopy['picture'] & object) => (
      <MemoryRouter>
        <HomeHero copy={{ ...home.hero, picture: image }} nextGathering={null} />
      </MemoryRouter>
    );
    const { container, rerender } = render(withPhoto({ image: libraryPhoto, focusX: 50, focusY: 50 }));
    expect(container.querySelector('img')).not.toBeNull();
    rerender(withPhoto({ image: { imageId: IMAGE_ID, picture: null }, focusX: 50, focusY: 50 }));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(home.hero.heading);
  });

  it('shows the home page’s own headline, and the tagline for a document published before it had one', () => {
    const { rerender } = renderHero({ ...home.hero, heading: 'Come home to the Father' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Come home to the Father');
    rerender(
      <MemoryRouter>
        <HomeHero copy={{ ...home.hero, heading: '' }} nextGathering={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(site.tagline);
  });
});
