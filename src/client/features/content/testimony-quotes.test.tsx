/**
 * The devotional pages show the testimonies their loader read (visible ones, staff order): the 30-day
 * page beside its value list, the 7-day page under its own heading only when there are any.
 */
import { renderToString } from 'react-dom/server';
import { seededContent, WithLoaderData } from '#client/features/content/content-for-tests.tsx';
import { describe, expect, it } from 'vitest';
import Devotional from '#client/routes/outreach.devotional.tsx';
import DevotionalWhom from '#client/routes/outreach.devotional-whom.tsx';

const QUOTES = [
  { id: 'a', quote: 'Day three found me.', name: 'Ruth M., Austin' },
  { id: 'b', quote: 'I read it with my husband.', name: 'Lydia P., Pflugerville' },
];

function render(Page: unknown, path: string, loaderData: unknown): string {
  const Component = Page as React.ComponentType<{ loaderData: unknown }>;
  // React marks text boundaries with <!-- -->; a reader never sees them.
  return renderToString(
    <WithLoaderData path={path} loaderData={loaderData}>
      <Component loaderData={loaderData} />
    </WithLoaderData>,
  ).replace(/<!-- -->/g, '');
}

describe('testimonies on the devotional pages', () => {
  it('/devotional-whom quotes each, in the order given, with who said it', () => {
    const html = render(DevotionalWhom, '/devotional-whom', {
      ...seededContent(['devotional-whom', 'devotionals']),
      nextGathering: new Date('2026-06-13T00:00:00Z'),
      testimonies: QUOTES,
    });
    const quotes = [...html.matchAll(/<blockquote[^>]*>(.*?)<\/blockquote>/g)].map((m) => m[1]);
    expect(quotes).toEqual(['“Day three found me.”', '“I read it with my husband.”']);
    expect(html).toContain('Lydia P., Pflugerville');
  });

  it('/devotional shows a testimonies section only when there are some', () => {
    const content = seededContent(['devotional', 'devotionals']);
    expect(render(Devotional, '/devotional', { ...content, testimonies: [] })).not.toContain(
      'What readers say',
    );
    const html = render(Devotional, '/devotional', { ...content, testimonies: QUOTES.slice(0, 1) });
    expect(html).toContain('What readers say');
    expect(html).toContain('“Day three found me.”');
  });
});
