import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventImage } from '#client/features/events/EventImage.tsx';
import { FALLBACK_EVENT_IMAGE } from '#client/features/events/event-actions.ts';

const image = {
  id: '3f1c2a4e-7b8d-4c9e-a1f2-0b3c4d5e6f70',
  width: 1500,
  height: 1000,
  widths: [320, 640, 1280, 1500],
  alt_text: 'Chairs set out in a circle',
  decorative: false,
};

describe('an event’s picture', () => {
  it('a library image offers WebP then JPEG in every stored width, with its alt text', () => {
    const { container } = render(<EventImage event={{ image, image_url: null }} sizes="100vw" />);
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe(
      [320, 640, 1280, 1500].map((w) => `/media/images/${image.id}-${w}.webp ${w}w`).join(', '),
    );
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('srcset')).toContain(`/media/images/${image.id}-1500.jpg 1500w`);
    expect(img.getAttribute('alt')).toBe('Chairs set out in a circle');
    expect(img.getAttribute('sizes')).toBe('100vw');
  });

  it('a decorative library image has empty alt text', () => {
    const { container } = render(
      <EventImage
        event={{ image: { ...image, decorative: true, alt_text: '' }, image_url: null }}
        sizes="100vw"
      />,
    );
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
  });

  it('an outside address from before the library shows the standard picture; a site path still shows', () => {
    const outside = render(
      <EventImage event={{ image: null, image_url: 'https://cdn.example.org/a.jpg' }} sizes="100vw" />,
    );
    expect(outside.container.querySelector('img')!.getAttribute('src')).toBe(FALLBACK_EVENT_IMAGE);
    const own = render(
      <EventImage event={{ image: null, image_url: '/images/events/retreat.svg' }} sizes="100vw" />,
    );
    expect(own.container.querySelector('img')!.getAttribute('src')).toBe('/images/events/retreat.svg');
  });
});
