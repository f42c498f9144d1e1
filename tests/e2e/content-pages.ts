/** The content pages the journeys visit, with the heading and a line of copy each must show. */
import about from '#content/about.json' with { type: 'json' };
import press from '#content/press.json' with { type: 'json' };
import resources from '#content/resources.json' with { type: 'json' };
import why from '#content/why-house-churches.json' with { type: 'json' };
import { site } from '#tests/e2e/site.ts';

export const CONTENT_PAGES = [
  { path: '/', title: `${site.tagline} | ${site.name}`, h1: site.tagline, copy: site.scripture.reference },
  { path: '/about', title: `About Us | ${site.name}`, h1: about.hero.heading, copy: 'Statement of Faith' },
  {
    path: '/resources',
    title: `Resources | ${site.name}`,
    h1: resources.hero.heading,
    copy: 'Free Devotionals',
  },
  { path: '/press', title: `Press Kit | ${site.name}`, h1: press.hero.heading, copy: 'Media contact' },
  {
    path: '/press/whom-will-god-glorify',
    title: `Whom Will God Glorify? Press Kit | ${site.name}`,
    h1: 'Whom Will God Glorify?',
    copy: 'Interview topics',
  },
  {
    path: '/house-churches/why',
    title: `Why House Churches? | ${site.name}`,
    h1: why.hero.heading,
    copy: 'Common questions',
  },
] as const;
