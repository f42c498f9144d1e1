import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentImage } from '#client/components/ContentImage.tsx';

afterEach(cleanup);

const id = '11111111-2222-4333-8444-555555555555';
const picture = {
  id,
  width: 2000,
  height: 1000,
  widths: [320, 640, 1280, 1920],
  alt_text: 'Library alt',
  decorative: false,
};

describe('ContentImage', () => {
  it('draws a library image with every stored width in srcset and the given sizes', () => {
    render(<ContentImage image={{ imageId: id, picture }} sizes="(min-width: 768px) 33vw, 100vw" />);
    const img = screen.getByRole('img', { name: 'Library alt' });
    expect(img.getAttribute('srcset')).toBe(
      [320, 640, 1280, 1920].map((w) => `/media/images/${id}-${w}.jpg ${w}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 768px) 33vw, 100vw');
    expect(img.getAttribute('width')).toBe('2000');
  });

  it('uses the value’s own alt text over the library’s, and alt="" for a decorative image', () => {
    const { rerender } = render(
      <ContentImage image={{ imageId: id, alt: 'Here it shows Esther', picture }} sizes="100vw" />,
    );
    expect(screen.getByRole('img', { name: 'Here it shows Esther' })).toBeTruthy();
    rerender(
      <ContentImage
        image={{ imageId: id, picture: { ...picture, alt_text: '', decorative: true } }}
        sizes="100vw"
      />,
    );
    expect(document.querySelector('img')!.getAttribute('alt')).toBe('');
  });

  it('draws the seed’s static picture at its size, and nothing for an image gone from the library', () => {
    const { container, rerender } = render(
      <ContentImage
        image={{ src: '/images/founders/a.svg', alt: 'Portrait of A', width: 480, height: 560 }}
        sizes="100vw"
      />,
    );
    const img = screen.getByRole('img', { name: 'Portrait of A' });
    expect([img.getAttribute('src'), img.getAttribute('width'), img.hasAttribute('srcset')]).toEqual([
      '/images/founders/a.svg',
      '480',
      false,
    ]);
    rerender(<ContentImage image={{ imageId: id, picture: null }} sizes="100vw" />);
    expect(container.querySelector('img')).toBeNull();
  });
});
