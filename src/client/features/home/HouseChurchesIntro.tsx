import { SiteLink } from '#client/components/SiteLink.tsx';
import { useWords } from '#client/lib/locale.ts';
import { HOME_WORDS } from '#client/features/home/home-words.ts';
import type { HomeCopy } from '#client/features/home/home-copy.ts';
import { button, SectionHeading } from '#client/features/content/ui.tsx';
import { Markdown } from '#client/features/content/Markdown.tsx';
import { NO_FALLBACKS, type LangOf } from '#client/features/content/use-content.ts';

/** The house-church movement in four points, with the directory, the why and the start links. */
export function HouseChurchesIntro({
  copy,
  langOf = NO_FALLBACKS,
}: {
  copy: HomeCopy['houseChurches'];
  /** Which of its words show the English on a Spanish page (useLangOf, within 'houseChurches'). */
  langOf?: LangOf;
}) {
  const { heading, intro, points, buttons } = copy;
  const t = useWords(HOME_WORDS);
  return (
    <section aria-labelledby="house-churches-title" className="bg-sand">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <SectionHeading
            id="house-churches-title"
            eyebrow={t('houseChurches.eyebrow')}
            lang={{ heading: langOf('heading') }}
          >
            {heading}
          </SectionHeading>
          <Markdown
            html={intro}
            lang={langOf('intro')}
            className="prose-content mt-5 text-lg leading-relaxed text-navy-800"
          />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <SiteLink to="/house-churches" lang={langOf('buttons.find')} className={button.navy}>
              {buttons.find}
            </SiteLink>
            <SiteLink to="/house-churches/why" lang={langOf('buttons.why')} className={button.outlineNavy}>
              {buttons.why}
            </SiteLink>
            <SiteLink
              to="/house-churches/start"
              lang={langOf('buttons.start')}
              className={button.outlineNavy}
            >
              {buttons.start}
            </SiteLink>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-3">
          {points.map((point, index) => (
            <li key={point.title} className="rounded-2xl bg-navy-900 p-6 text-navy-100">
              <h3
                lang={langOf(['points', index, 'title'])}
                className="font-serif text-xl font-bold text-gold-300"
              >
                {point.title}
              </h3>
              <p lang={langOf(['points', index, 'text'])} className="mt-2 leading-relaxed">
                {point.text}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
