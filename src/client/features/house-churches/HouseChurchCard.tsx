import { Link } from 'react-router';
import {
  churchText,
  formatDistance,
  formatDurationHours,
  formatLocation,
  formatMeeting,
  formatSpots,
  HOUSE_CHURCH_WORDS,
} from '#shared/house-churches/words.ts';
import { useLocale, useLocalePath, useWords } from '#client/lib/locale.ts';
import type { PublicHouseChurch } from '#shared/house-churches/contract.ts';
import { Button, buttonVariants } from '#client/components/form/Button.tsx';
import { ResponsiveImage } from '#client/components/ResponsiveImage.tsx';

type Church = PublicHouseChurch;

export function Tag({ tone, children }: { tone: 'green' | 'amber' | 'red'; children: React.ReactNode }) {
  const tones = {
    green: 'bg-green-100 text-green-900',
    amber: 'bg-amber-100 text-amber-900',
    red: 'bg-red-100 text-red-900',
  };
  return <li className={`rounded-full px-3 py-1 text-sm font-semibold ${tones[tone]}`}>{children}</li>;
}

/** The card's tags: children welcome, vaccination required and full. */
export function ChurchTags({ church }: { church: Church }) {
  const t = useWords(HOUSE_CHURCH_WORDS);
  if (!church.accepts_children && !church.requires_vaccination && !church.is_full) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('card.notes')}>
      {church.accepts_children ? <Tag tone="green">{t('card.childrenWelcome')}</Tag> : null}
      {church.requires_vaccination ? <Tag tone="amber">{t('card.vaccinationRequired')}</Tag> : null}
      {church.is_full ? <Tag tone="red">{t('card.full')}</Tag> : null}
    </ul>
  );
}

/** Meeting day and time, duration, leader, members and spots: the card's and the join page's facts. */
export function ChurchFacts({ church }: { church: Church }) {
  const locale = useLocale();
  const t = useWords(HOUSE_CHURCH_WORDS);
  const facts: Array<[string, string]> = [
    [t('card.meets'), formatMeeting(church, locale)],
    [t('card.duration'), formatDurationHours(church.meeting_duration_hours, locale)],
    [t('card.leader'), church.leader_name],
    [t('card.members'), `${church.current_members}/${church.max_capacity}`],
    [t('card.spots'), formatSpots(church.spots_available, locale)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-navy-700">{term}</dt>
          <dd className="text-navy-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function FlagshipBadge() {
  const t = useWords(HOUSE_CHURCH_WORDS);
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-gold-100 px-3 py-1 text-xs font-bold tracking-wider text-gold-800 uppercase">
      <span aria-hidden="true">★</span> {t('card.flagship')}
    </p>
  );
}

/** The standard picture of a church without one of its own: a lit house, drawn for the site. */
export const FALLBACK_CHURCH_IMAGE = '/images/house-churches/fallback.svg';

/**
 * A church's picture (docs/product.md#house-church-directory): its library image by `srcset` in the
 * size the layout needs, or, on a card, the standard picture, so every card in the grid has the same
 * shape. The standard picture is decorative (the name below says what it is); a library image carries
 * the alt text staff gave it in the library. Lazy unless `priority` (the top of a page).
 */
export function ChurchPicture({
  church,
  sizes,
  className,
  priority = false,
}: {
  church: Pick<Church, 'image'>;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  if (church.image) {
    return (
      <ResponsiveImage
        image={church.image}
        sizes={sizes}
        priority={priority}
        className={`bg-navy-900 ${className ?? ''}`}
      />
    );
  }
  return (
    <img
      src={FALLBACK_CHURCH_IMAGE}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      width={1200}
      height={675}
      className={`bg-navy-900 ${className ?? ''}`}
    />
  );
}

export function HouseChurchCard({ church }: { church: Church }) {
  const titleId = `house-church-${church.id}`;
  const locale = useLocale();
  const t = useWords(HOUSE_CHURCH_WORDS);
  const localePath = useLocalePath();
  const text = churchText(church, locale);
  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm ${church.is_flagship ? 'border-gold-400' : 'border-navy-100'}`}
    >
      <ChurchPicture
        church={church}
        sizes="(min-width: 1280px) 26rem, (min-width: 768px) 45vw, 100vw"
        className="aspect-[16/9] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        {church.is_flagship ? (
          <div className="mb-3">
            <FlagshipBadge />
          </div>
        ) : null}
        <h3 id={titleId} lang={text.nameLang} className="font-serif text-2xl font-bold text-navy-950">
          {text.name}
        </h3>
        <p className="mt-1 font-semibold text-gold-800">{formatLocation(church)}</p>
        {church.distance_miles !== null ? (
          <p className="mt-0.5 text-sm font-semibold text-navy-800">
            {formatDistance(church.distance_miles, locale)}
          </p>
        ) : null}
        <p lang={text.descriptionLang} className="mt-3 leading-relaxed text-navy-800">
          {text.description}
        </p>
        <div className="mt-4">
          <ChurchFacts church={church} />
        </div>
        <div className="mt-4">
          <ChurchTags church={church} />
        </div>
        <div className="mt-auto pt-6">
          {church.is_full ? (
            <Button disabled className="w-full">
              {t('card.atCapacity')}
            </Button>
          ) : (
            <Link
              to={localePath(`/house-churches/${church.id}/join`)}
              className={buttonVariants({ className: 'w-full' })}
            >
              {t('card.join')}
              <span className="sr-only" lang={text.nameLang}>
                {' '}
                {text.name}
              </span>
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
