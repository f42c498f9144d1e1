import { SectionHeading } from '#client/features/content/ui.tsx';
import { useContent, useLangOf } from '#client/features/content/use-content.ts';

/** The core values, numbered; used on the home page and on /about (whose loaders read 'core-values'). */
export function CoreValues({
  heading,
  intro,
  tone = 'sand',
  lang,
}: {
  heading: string;
  intro: string;
  tone?: 'sand' | 'cream';
  /** Whether the heading and intro (the page's own words) show the English on a Spanish page. */
  lang?: { heading?: string | undefined; intro?: string | undefined };
}) {
  const coreValues = useContent('core-values');
  const langOf = useLangOf('core-values');
  return (
    <section aria-labelledby="values-title" className={tone === 'sand' ? 'bg-sand' : 'bg-cream'}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="max-w-2xl">
          <SectionHeading id="values-title" lang={{ heading: lang?.heading }}>
            {heading}
          </SectionHeading>
          <p lang={lang?.intro} className="mt-4 text-lg text-navy-800">
            {intro}
          </p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {coreValues.map((value, index) => (
            <li key={value.name} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="font-serif text-3xl font-bold text-gold-600">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 lang={langOf([index, 'name'])} className="mt-3 font-serif text-xl font-bold text-navy-950">
                {value.name}
              </h3>
              <p lang={langOf([index, 'description'])} className="mt-2 leading-relaxed text-navy-800">
                {value.description}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
