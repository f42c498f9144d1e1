import { data, useActionData } from 'react-router';
import {
  contactSchema,
  OUTREACH_FORM_SHAPES,
  OUTREACH_ANSWER_KEYS,
  OUTREACH_WORDS,
} from '#shared/outreach/contract.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { useWords } from '#client/lib/locale.ts';
import { contactMailto, site } from '#shared/site/settings.ts';
import { PREVIEW_HEADERS } from '#shared/content/preview.ts';
import { Markdown } from '#client/features/content/Markdown.tsx';
import { contentFromMatches, useContent, useLangOf } from '#client/features/content/use-content.ts';
import { mapEmbedUrl, meetingPlace, meetingPlaceLine } from '#shared/site/meeting-place.ts';
import { SocialIcon } from '#client/components/SocialIcon.tsx';
import { GatheringFacts } from '#client/components/GatheringFacts.tsx';
import { ContactForm } from '#client/features/outreach/ContactForm.tsx';
import { Card, MapOnRequest, PageHero, RequiredNote } from '#client/features/outreach/page-parts.tsx';
import { handleFormPost } from '#client/lib/form-action.server.ts';
import type { Route } from './+types/outreach.contact';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

/** The page's words from the database (published, or a staff preview's draft). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await context.services.pageContent.load(request, ['contact']);
  return page.contentPreview ? data(page, { headers: PREVIEW_HEADERS }) : page;
}

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, loaderData }) => [
  ...pageMeta({
    title: contentFromMatches(matches, 'contact').title,
    description: contentFromMatches(matches, 'contact').description,
    path: '/contact',
    matches,
    noIndex: Boolean(loaderData?.contentPreview),
  }),
  {
    name: 'keywords',
    content: OUTREACH_WORDS.in(localeFromMatches(matches))('contact.keywords'),
  },
]);

/** The form posted without JavaScript: the same schema, guard and service as the API. */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args, {
    form: '/contact',
    schema: contactSchema,
    shape: OUTREACH_FORM_SHAPES.contact,
    failureMessage: OUTREACH_ANSWER_KEYS.contactFailure,
    run: (input) => args.context.services.outreach.contact(input),
  });
}

export default function Contact() {
  const answer = useActionData<typeof action>();
  const copy = useContent('contact');
  const t = useWords(OUTREACH_WORDS);
  // A field the Spanish lacks shows the English, marked so (docs/product.md#site-content).
  const langOf = useLangOf('contact');
  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={copy.heading} lang={{ title: langOf('heading') }}>
        <Markdown html={copy.intro} lang={langOf('intro')} className="prose-content" />
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:py-16">
        <Card>
          <h2 lang={langOf('formHeading')} className="font-serif text-2xl font-bold text-navy-950">
            {copy.formHeading}
          </h2>
          <RequiredNote />
          {/* A new answer remounts the form so it shows that answer. */}
          <ContactForm key={JSON.stringify(answer ?? null)} initial={answer} />
        </Card>
        <div className="space-y-8">
          <section aria-labelledby="contact-details">
            <h2
              id="contact-details"
              lang={langOf('detailsHeading')}
              className="font-serif text-2xl font-bold text-navy-950"
            >
              {copy.detailsHeading}
            </h2>
            <dl className="mt-4 space-y-3">
              <div>
                <dt className="text-sm font-semibold text-navy-700">{t('contact.detailEmail')}</dt>
                <dd>
                  <a href={contactMailto()} className="font-semibold break-all text-navy-900 underline">
                    {site.contact.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-navy-700">{t('contact.detailPhone')}</dt>
                <dd>
                  <a
                    href={`tel:${site.contact.phone.replace(/[^\d+]/g, '')}`}
                    className="font-semibold text-navy-900 underline"
                  >
                    {site.contact.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-navy-700">{t('contact.detailLocation')}</dt>
                <dd>{site.contact.city}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="contact-social">
            <h2
              id="contact-social"
              lang={langOf('socialHeading')}
              className="font-serif text-xl font-bold text-navy-950"
            >
              {copy.socialHeading}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              {site.social.map((link) => (
                <li key={link.name}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-navy-200 bg-white px-4 py-2 font-semibold text-navy-900 hover:border-navy-900"
                  >
                    <SocialIcon name={link.name} />
                    {link.name}
                    <span className="sr-only">{t('page.opensInNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="contact-prayer" className="rounded-2xl bg-sand p-6">
            <h2
              id="contact-prayer"
              lang={langOf('prayerHeading')}
              className="font-serif text-xl font-bold text-navy-950"
            >
              {copy.prayerHeading}
            </h2>
            <p lang={langOf('prayerText')} className="mt-2 text-navy-800">
              {copy.prayerText}
            </p>
            <SiteLink
              to="/prayer-request"
              lang={langOf('prayerLink')}
              className="mt-4 inline-block font-semibold text-navy-900 underline"
            >
              {copy.prayerLink}
            </SiteLink>
          </section>
        </div>
      </div>
      <section aria-labelledby="contact-map" className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        <h2
          id="contact-map"
          lang={langOf('map.heading')}
          className="font-serif text-2xl font-bold text-navy-950"
        >
          {copy.map.heading}
        </h2>
        <p lang={langOf('map.text')} className="mt-2 mb-5 max-w-2xl text-navy-800">
          {copy.map.text}
        </p>
        {/* The site settings' meeting place and gathering (docs/product.md#contact). */}
        <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <GatheringFacts tone="light" arrival />
          <MapOnRequest
            place={meetingPlace().name}
            address={meetingPlace().address}
            embedUrl={mapEmbedUrl(meetingPlaceLine())}
            linkUrl={meetingPlace().mapUrl}
            showButton={copy.map.showButton}
            privacyNote={copy.map.privacyNote}
          />
        </div>
      </section>
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
