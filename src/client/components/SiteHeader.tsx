import { site } from '#shared/site/settings.ts';
import { SITE_WORDS } from '#shared/site/words.ts';
import { LanguageSwitch } from '#client/components/LanguageSwitch.tsx';
import { useWords } from '#client/lib/locale.ts';
import { EventsBanner } from '#client/components/EventsBanner.tsx';
import { LogoMark } from '#client/components/LogoMark.tsx';
import { MainNav } from '#client/components/MainNav.tsx';
import { SiteLink } from '#client/components/SiteLink.tsx';

export function SkipLink() {
  const t = useWords(SITE_WORDS);
  return (
    <a
      href="#main"
      className="on-dark sr-only z-50 rounded-md bg-navy-950 font-semibold text-cream shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-3"
    >
      {t('skipLink')}
    </a>
  );
}

/** "Undivided Hearts" large, "Ministries" small: the full name, typeset in two lines. */
const nameSuffix = () =>
  site.name.startsWith(site.shortName) ? site.name.slice(site.shortName.length).trim() : '';

export function SiteHeader() {
  return (
    <header className="border-b border-navy-100 bg-cream">
      <EventsBanner />
      <div className="relative mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 sm:gap-4 sm:px-6 xl:px-8">
        <SiteLink to="/" className="flex shrink-0 items-center gap-3 rounded-md text-navy-950">
          <LogoMark className="h-10 w-10 sm:h-11 sm:w-11" />
          <span className="flex flex-col leading-tight">
            <span className="font-serif text-lg font-bold tracking-tight sm:text-xl">{site.shortName}</span>{' '}
            {nameSuffix() ? (
              <span className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
                {nameSuffix()}
              </span>
            ) : null}
          </span>
        </SiteLink>
        <div className="flex items-center gap-1 sm:gap-2 xl:flex-row-reverse">
          <LanguageSwitch place="header" />
          <MainNav />
        </div>
      </div>
    </header>
  );
}
