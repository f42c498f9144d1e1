/**
 * For page tests: a page rendered with its content documents in its route's loader data, as the
 * server's loaders give them (here the content/ files as seeded, Markdown left as plain text).
 */
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ContentDocuments, ContentKey } from '#shared/content/document-types.ts';
import about from '#content/about.json' with { type: 'json' };
import bibleStudy from '#content/bible-study.json' with { type: 'json' };
import contact from '#content/contact.json' with { type: 'json' };
import coreValues from '#content/core-values.json' with { type: 'json' };
import devotionalWhom from '#content/devotional-whom.json' with { type: 'json' };
import devotional from '#content/devotional.json' with { type: 'json' };
import devotionals from '#content/devotionals.json' with { type: 'json' };
import events from '#content/events.json' with { type: 'json' };
import giving from '#content/giving.json' with { type: 'json' };
import prayerRequest from '#content/prayer-request.json' with { type: 'json' };
import pressKitWhom from '#content/press-kit-whom.json' with { type: 'json' };
import press from '#content/press.json' with { type: 'json' };
import resources from '#content/resources.json' with { type: 'json' };
import founders from '#content/founders.json' with { type: 'json' };
import home from '#content/home.json' with { type: 'json' };
import whyHouseChurches from '#content/why-house-churches.json' with { type: 'json' };

const SEEDED: Partial<ContentDocuments> = {
  about,
  'bible-study': bibleStudy,
  contact,
  'core-values': coreValues,
  devotional,
  'devotional-whom': devotionalWhom,
  devotionals,
  events,
  founders,
  giving,
  home,
  'prayer-request': prayerRequest,
  press,
  'press-kit-whom': pressKitWhom,
  resources,
  'why-house-churches': whyHouseChurches,
};

/** The loader data of a page that reads `keys`, as seeded. */
export function seededContent<K extends ContentKey>(keys: readonly K[]) {
  return {
    content: Object.fromEntries(keys.map((key) => [key, SEEDED[key]])) as Pick<ContentDocuments, K>,
    contentPreview: null,
  };
}

/** `element` at `path` in a data router whose page route (id "page") loaded `loaderData`. */
export function WithLoaderData({
  path,
  loaderData,
  children,
}: {
  path: string;
  loaderData: unknown;
  children: ReactNode;
}) {
  const router = createMemoryRouter([{ id: 'page', path, element: children, loader: () => loaderData }], {
    initialEntries: [path],
    hydrationData: { loaderData: { page: loaderData } },
  });
  return <RouterProvider router={router} />;
}
