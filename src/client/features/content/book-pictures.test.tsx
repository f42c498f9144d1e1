/**
 * A book's library cover and a testimony's library photo (docs/product.md#images) are drawn with every
 * stored width in srcset and a `sizes` that matches the layout (160 px card cover, 64 px photo), so
 * the browser fetches a small file; a seeded book keeps its static cover; more bookstores are links.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { seededResourceRecords } from '#shared/content/records-seed.ts';
import { BookCard } from '#client/features/content/BookCard.tsx';
import { TestimonyQuotes } from '#client/features/content/TestimonyQuotes.tsx';

afterEach(cleanup);

const id = '11111111-2222-4333-8444-555555555555';
const picture = (alt: string, widths: number[]) => ({
  id,
  width: widths[widths.length - 1]!,
  height: 1000,
  widths,
  alt_text: alt,
  decorative: false,
});
const seededBook = seededResourceRecords().find((row) => row.kind === 'book')!;

describe('book covers and testimony photos from the library', () => {
  it('a book card draws the library cover at 160 px with every stored width, and lists more bookstores', () => {
    render(
      <MemoryRouter>
        <BookCard
          book={{
            ...seededBook,
            cover_image_id: id,
            cover_image: picture('Cover of the new book', [320, 640, 1280, 1600]),
            store_links: [{ label: 'Barnes & Noble', url: 'https://www.barnesandnoble.com/x' }],
          }}
          newReleaseLabel="New release"
        />
      </MemoryRouter>,
    );
    const img = screen.getByRole('img', { name: 'Cover of the new book' });
    expect(img.getAttribute('sizes')).toBe('160px');
    expect(img.getAttribute('srcset')).toBe(
      [320, 640, 1280, 1600].map((w) => `/media/images/${id}-${w}.jpg ${w}w`).join(', '),
    );
    expect(
      screen
        .getByRole('link', { name: `Barnes & Noble: ${seededBook.title} (online bookstore)` })
        .getAttribute('href'),
    ).toBe('https://www.barnesandnoble.com/x');
  });

  it('a seeded book keeps its static cover file', () => {
    render(
      <MemoryRouter>
        <BookCard book={seededBook} newReleaseLabel="New release" />
      </MemoryRouter>,
    );
    const img = screen.getByRole('img', { name: seededBook.cover_alt! });
    expect([img.getAttribute('src'), img.hasAttribute('srcset')]).toEqual([seededBook.cover_src, false]);
  });

  it('a testimony shows its photo at 64 px beside the name', () => {
    render(
      <TestimonyQuotes
        testimonies={[
          { id: 't1', quote: 'It met me.', name: 'Denise R.', photo: picture('Denise smiling', [320, 640]) },
        ]}
      />,
    );
    const img = screen.getByRole('img', { name: 'Denise smiling' });
    expect(img.getAttribute('sizes')).toBe('64px');
    expect(img.getAttribute('srcset')).toContain(`/media/images/${id}-320.jpg 320w`);
  });
});
