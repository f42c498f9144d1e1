import { settingLang, siteIn } from '#shared/site/settings.ts';
import { gatheringWhen, meetingPlace } from '#shared/site/meeting-place.ts';
import { VISIT_WORDS } from '#shared/site/words.ts';
import { useLocale, useWords } from '#client/lib/locale.ts';

const TONES = {
  dark: { term: 'text-gold-300', text: 'text-cream', quiet: 'text-navy-100', link: 'text-gold-200' },
  light: { term: 'text-gold-800', text: 'text-navy-950', quiet: 'text-navy-800', link: 'text-navy-900' },
} as const;

/**
 * When and where the regular gathering meets, from the site settings, the same on every page that
 * tells a visitor where to go (docs/product.md#home, #about, #contact). `next` is the next
 * gathering's date when the page knows it; the expectations and the parking note are optional.
 * The settings' words are the Spanish ones on a Spanish page (docs/product.md#languages).
 */
export function GatheringFacts({
  tone,
  next,
  expect = false,
  arrival = false,
}: {
  tone: keyof typeof TONES;
  next?: string | null | undefined;
  expect?: boolean;
  arrival?: boolean;
}) {
  const locale = useLocale();
  const place = meetingPlace(locale);
  const site = siteIn(locale);
  const t = useWords(VISIT_WORDS);
  const colours = TONES[tone];
  const term = `text-xs font-bold tracking-[0.15em] uppercase ${colours.term}`;
  return (
    <dl className="grid content-start gap-3 sm:gap-4">
      <div>
        <dt className={term}>{t('when')}</dt>
        <dd className={`mt-1 font-semibold ${colours.text}`}>{gatheringWhen(locale)}</dd>
        {next ? (
          <dd className={`mt-1 text-sm ${colours.quiet}`}>
            {t('next')}: {next}
          </dd>
        ) : null}
      </div>
      <div>
        <dt className={term}>{t('where')}</dt>
        <dd className={`mt-1 font-semibold ${colours.text}`}>{place.name}</dd>
        <dd className={colours.text}>{place.address}</dd>
        {place.mapUrl ? (
          <dd className="mt-1">
            <a
              href={place.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`text-sm font-semibold underline underline-offset-4 ${colours.link}`}
            >
              {t('mapLink')}
              <span className="sr-only">{t('opensInNewTab')}</span>
            </a>
          </dd>
        ) : null}
      </div>
      {arrival && place.arrival ? (
        <div>
          <dt className={term}>{t('arrival')}</dt>
          <dd className={`mt-1 text-sm ${colours.quiet}`}>{place.arrival}</dd>
        </div>
      ) : null}
      {expect && site.gathering.expect ? (
        <div>
          <dt className={term}>{t('expect')}</dt>
          <dd
            lang={settingLang(locale, (words) => words.gathering.expect)}
            className={`mt-1 text-sm ${colours.quiet}`}
          >
            {site.gathering.expect}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
