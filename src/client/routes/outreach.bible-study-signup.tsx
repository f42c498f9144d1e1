import { data, useActionData } from 'react-router';
import {
  bibleStudySignupSchema,
  OUTREACH_FORM_SHAPES,
  OUTREACH_ANSWER_KEYS,
  OUTREACH_WORDS,
} from '#shared/outreach/contract.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { PREVIEW_HEADERS } from '#shared/content/preview.ts';
import { Markdown } from '#client/features/content/Markdown.tsx';
import { InlineWords } from '#client/features/content/ui.tsx';
import { contentFromMatches, useContent, useLangOf } from '#client/features/content/use-content.ts';
import { BIBLE_STUDY_PAGE, BibleStudyForm } from '#client/features/outreach/BibleStudyForm.tsx';
import { Card, PageHero, RequiredNote, Scripture } from '#client/features/outreach/page-parts.tsx';
import { handleFormPost } from '#client/lib/form-action.server.ts';
import type { Route } from './+types/outreach.bible-study-signup';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

/** The page's words from the database (published, or a staff preview's draft). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await context.services.pageContent.load(request, ['bible-study']);
  return page.contentPreview ? data(page, { headers: PREVIEW_HEADERS }) : page;
}

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, loaderData }) => [
  ...pageMeta({
    title: contentFromMatches(matches, 'bible-study').title,
    description: contentFromMatches(matches, 'bible-study').description,
    path: '/bible-study-signup',
    matches,
    noIndex: Boolean(loaderData?.contentPreview),
  }),
  { name: 'keywords', content: OUTREACH_WORDS.in(localeFromMatches(matches))('bibleStudy.keywords') },
]);

/** The form posted without JavaScript: the same schema, guard and service as the API. */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args, {
    form: BIBLE_STUDY_PAGE,
    schema: bibleStudySignupSchema,
    shape: OUTREACH_FORM_SHAPES.bibleStudy,
    failureMessage: OUTREACH_ANSWER_KEYS.bibleStudyFailure,
    run: (input) => args.context.services.outreach.bibleStudySignup(input),
  });
}

export default function BibleStudySignup() {
  const answer = useActionData<typeof action>();
  const copy = useContent('bible-study');
  // A field the Spanish lacks shows the English, marked so (docs/product.md#site-content).
  const langOf = useLangOf('bible-study');
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.heading}
        lang={{ eyebrow: langOf('eyebrow'), title: langOf('heading') }}
      >
        <p
          lang={langOf('date')}
          className="inline-block rounded-full bg-gold-400 px-4 py-1 text-base font-semibold text-navy-950"
        >
          {copy.date}
        </p>
        <Markdown html={copy.intro} lang={langOf('intro')} className="prose-content mt-5" />
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
        <Scripture
          {...copy.scripture}
          lang={{ text: langOf('scripture.text'), reference: langOf('scripture.reference') }}
        />
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {copy.cards.map((card, index) => (
            <li key={card.title} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
              <h2
                lang={langOf(['cards', index, 'title'])}
                className="font-serif text-xl font-bold text-navy-950"
              >
                {card.title}
              </h2>
              <Markdown
                html={card.text}
                lang={langOf(['cards', index, 'text'])}
                className="prose-content mt-2 text-navy-800"
              />
            </li>
          ))}
        </ul>
        <Card className="mx-auto mt-12 max-w-2xl">
          <h2 lang={langOf('formHeading')} className="font-serif text-3xl font-bold text-navy-950">
            {copy.formHeading}
          </h2>
          <p lang={langOf('formIntro')} className="mt-2 text-navy-800">
            {copy.formIntro}
          </p>
          <RequiredNote />
          {/* A new answer remounts the form so it shows that answer. */}
          <BibleStudyForm
            key={JSON.stringify(answer ?? null)}
            choices={copy.devotionalChoices}
            initial={answer}
          />
        </Card>
        <p className="mt-10 text-center text-navy-800">
          <InlineWords lang={langOf('contactPrompt')}>{copy.contactPrompt}</InlineWords>{' '}
          <SiteLink
            to="/contact"
            lang={langOf('contactLink')}
            className="font-semibold text-navy-900 underline"
          >
            {copy.contactLink}
          </SiteLink>
        </p>
      </div>
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
