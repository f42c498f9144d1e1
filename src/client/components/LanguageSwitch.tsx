/**
 * The language switch in the header and the footer, and the offer of Spanish to a browser that
 * prefers it (docs/product.md#languages). Both lead to the same page in the other language, with the
 * query parameters the page reads (an events filter, a directory search), through a plain link: the
 * other language is another page of its own.
 */
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, otherLocale, pathInLocale } from '#shared/i18n/locales.ts';
import { keptQueryParameters } from '#shared/site/page-queries.ts';
import { SITE_WORDS } from '#shared/site/words.ts';
import { useLocale, useWords } from '#client/lib/locale.ts';

/** The page in the other language, with only the query parameters the page reads. */
export function useOtherLanguageHref(): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of keptQueryParameters(pathname)) {
    for (const value of params.getAll(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return pathInLocale(pathname, otherLocale(useLocale())) + (query ? `?${query}` : '');
}

export function LanguageSwitch({ place }: { place: 'header' | 'footer' }) {
  const t = useWords(SITE_WORDS);
  const other = otherLocale(useLocale());
  const href = useOtherLanguageHref();
  if (place === 'header') {
    // On a phone the header row has room for the two-letter code only; its name is the language's.
    return (
      <a
        href={href}
        hrefLang={other}
        lang={other}
        aria-label={LANGUAGE_NAMES[other]}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-1 text-sm font-semibold text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-navy-950 sm:px-2 xl:min-h-0 xl:px-1"
      >
        <span aria-hidden="true" className="sm:hidden">
          {other.toUpperCase()}
        </span>
        <span className="hidden sm:inline">{LANGUAGE_NAMES[other]}</span>
      </a>
    );
  }
  return (
    <p>
      <a
        href={href}
        hrefLang={other}
        lang={other}
        className="rounded underline underline-offset-4 hover:text-gold-300"
      >
        {t('language.switch')}
      </a>
    </p>
  );
}

/** The offer's element and the key that remembers a "No, thanks" in this browser. */
export const LANGUAGE_OFFER_ID = 'language-offer';
const DISMISSED_KEY = 'language-offer-dismissed';

/**
 * Shows the hidden offer when the browser's first language is Spanish and it was not dismissed.
 * Static text, so a cached page's CSP allows it by its hash. Never a redirect: search engines and
 * shared links see one page per URL.
 */
export const LANGUAGE_OFFER_SCRIPT = `(function(){try{var o=document.getElementById("${LANGUAGE_OFFER_ID}");var l=(navigator.languages&&navigator.languages[0])||navigator.language||"";if(!o||!/^es\\b/i.test(l)||localStorage.getItem("${DISMISSED_KEY}"))return;o.hidden=false;o.querySelector("button").addEventListener("click",function(){o.hidden=true;try{localStorage.setItem("${DISMISSED_KEY}","1")}catch(e){}})}catch(e){}})()`;

/** On English pages only: "Ver esta página en español", hidden until the script above shows it. */
export function LanguageOffer({ nonce }: { nonce: string | undefined }) {
  const t = useWords(SITE_WORDS);
  const href = useOtherLanguageHref();
  if (useLocale() !== 'en') return null;
  return (
    <>
      <div
        id={LANGUAGE_OFFER_ID}
        hidden
        suppressHydrationWarning
        lang="es"
        className="on-dark bg-navy-950 px-4 py-2 text-center text-sm text-cream"
      >
        <a href={href} hrefLang="es" className="font-semibold underline underline-offset-4">
          {t('language.offer')}
        </a>{' '}
        <button type="button" className="ml-3 rounded px-2 py-1 underline underline-offset-4">
          {t('language.offerDismiss')}
        </button>
      </div>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: LANGUAGE_OFFER_SCRIPT }}
      />
    </>
  );
}
