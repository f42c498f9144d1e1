import { contactMailto, settingLang, siteIn } from '#shared/site/settings.ts';
import { SITE_WORDS } from '#shared/site/words.ts';
import { LanguageSwitch } from '#client/components/LanguageSwitch.tsx';
import { useLocale, useWords } from '#client/lib/locale.ts';
import { FooterNewsletterForm } from '#client/features/newsletter/FooterNewsletterForm.tsx';
import { LogoMark } from '#client/components/LogoMark.tsx';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { FOOTER_QUICK_LINKS } from '#client/components/navigation.ts';
import { SocialIcon } from '#client/components/SocialIcon.tsx';

const footerLink =
  'rounded text-navy-100 underline-offset-4 transition-colors hover:text-gold-300 hover:underline';

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true" focusable="false">
      <path
        d="M3.5 5.5h17a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-17a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1Zm0 1.2L12 13l8.5-6.3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true" focusable="false">
      <path
        d="M12 21.5s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function FooterHeading({
  id,
  lang,
  children,
}: {
  id: string;
  lang?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <h2 id={id} lang={lang} className="font-serif text-lg font-semibold text-gold-300">
      {children}
    </h2>
  );
}

/** `newsletter: false`: the page invites to the newsletter itself, or need not (lib/page-footer.ts). */
export function SiteFooter({ year, newsletter = true }: { year: number; newsletter?: boolean }) {
  const t = useWords(SITE_WORDS);
  // The settings' words in the page's language (docs/product.md#site-content).
  const locale = useLocale();
  const site = siteIn(locale);
  // A setting without its Spanish shows the English, marked so.
  const langOf = (read: Parameters<typeof settingLang>[1]) => settingLang(locale, read);
  return (
    <footer className="on-dark bg-navy-950 text-navy-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-12 lg:px-8 lg:py-16">
        <div className="lg:col-span-3">
          <SiteLink to="/" className="inline-flex items-center gap-3 rounded-md text-cream">
            <LogoMark className="h-11 w-11" />
            <span className="font-serif text-xl font-bold">{site.name}</span>
          </SiteLink>
          <p lang={langOf((words) => words.footer.blurb)} className="mt-4 max-w-sm leading-relaxed">
            {site.footer.blurb}
          </p>
          <p lang={langOf((words) => words.tagline)} className="mt-4 font-serif text-lg text-gold-200 italic">
            {site.tagline}.
          </p>
        </div>

        <nav aria-labelledby="footer-quick-links" className="lg:col-span-2">
          <FooterHeading id="footer-quick-links">{t('footer.quickLinks')}</FooterHeading>
          <ul className="mt-4 space-y-2.5">
            {FOOTER_QUICK_LINKS.map((item) => (
              <li key={item.to}>
                <SiteLink to={item.to} className={footerLink}>
                  {t(item.label)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-connect" className="lg:col-span-3">
          <FooterHeading id="footer-connect">{t('footer.connect')}</FooterHeading>
          <ul className="mt-4 space-y-2.5">
            {site.social.map((link) => (
              <li key={link.name}>
                <a href={link.url} className={`${footerLink} inline-flex items-center gap-2`}>
                  <SocialIcon name={link.name} />
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
          <address className="mt-5 space-y-2.5 not-italic">
            <a href={contactMailto()} className={`${footerLink} inline-flex items-center gap-2 underline`}>
              <MailIcon />
              {site.contact.email}
            </a>
            <span className="flex items-center gap-2">
              <PinIcon />
              {site.contact.city}
            </span>
          </address>
        </section>

        {newsletter ? (
          <section aria-labelledby="footer-newsletter" className="lg:col-span-4">
            <FooterHeading id="footer-newsletter" lang={langOf((words) => words.footer.newsletterHeading)}>
              {site.footer.newsletterHeading}
            </FooterHeading>
            <p
              lang={langOf((words) => words.footer.newsletterText)}
              className="mt-2 mb-4 text-sm leading-relaxed"
            >
              {site.footer.newsletterText}
            </p>
            <FooterNewsletterForm />
          </section>
        ) : null}
      </div>
      <div className="border-t border-navy-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>{t('footer.rights', { year, siteName: site.name })}</p>
          <LanguageSwitch place="footer" />
          <p>
            {t('footer.founded', {
              year: site.foundingYear,
              city: site.location.city,
              region: site.location.region,
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}
