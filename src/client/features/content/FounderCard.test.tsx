/**
 * Founders on the About page (docs/product.md#about): a round portrait beside the name, or the
 * founder's initials in the circle when the chosen library photo is gone.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import founders from '#content/founders.json' with { type: 'json' };
import type { Founder } from '#client/features/content/content.ts';
import { FounderCard } from '#client/features/content/FounderCard.tsx';

afterEach(cleanup);

const joshua = founders[0]!;

describe('a founder’s card', () => {
  it('shows the portrait in a circle', () => {
    render(
      <ul>
        <FounderCard founder={joshua} />
      </ul>,
    );
    const portrait = screen.getByRole('img', { name: joshua.image.alt });
    expect(portrait.className).toContain('rounded-full');
    expect(portrait.className).toContain('object-cover');
  });

  it('puts the founder’s initials in the circle when the library photo is gone', () => {
    const gone = { ...joshua, image: { imageId: '0b7f4c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b', picture: null } };
    const { container } = render(
      <ul>
        <FounderCard founder={gone as unknown as Founder} />
      </ul>,
    );
    expect(container.querySelector('img')).toBeNull();
    const circle = screen.getByText('JA');
    expect(circle.className).toContain('rounded-full');
    expect(screen.getByRole('heading', { name: 'Joshua Adeyemi' })).toBeTruthy();
  });
});
