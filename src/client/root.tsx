import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { localeOfPath } from '#shared/i18n/locales.ts';
import { isPrivatePage } from '#shared/site/private-pages.ts';
import { pageMeta } from '#shared/site/seo.ts';
import { applySiteSettings, site, siteIn } from '#shared/site/settings.ts';
import { SITE_SETTINGS_ELEMENT_ID, siteSettingsJson } from '#client/features/content/site-settings-script.ts';
import type { Route } from './+types/root';
import { AnalyticsScripts, PageViewTracker } from '#client/components/AnalyticsScripts.tsx';
import { SiteErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
import { SiteFooter } from '#client/components/SiteFooter.tsx';
import { pageWantsFooterNewsletter } from '#client/lib/page-footer.ts';
import { SiteHeader, SkipLink } from '#client/components/SiteHeader.tsx';
import { LanguageOffer } from '#client/components/LanguageSwitch.tsx';
import { LocaleContext } from '#client/lib/locale.ts';
import { PreviewBar } from '#client/features/content/PreviewBar.tsx';
import { readEventsBanner } from '#client/features/events/banner-data.ts';
import footerEnhanceUrl from '#client/features/newsletter/footer-enhance.ts?url';
import { scriptFreePageScript } from '#client/features/newsletter/footer-enhance-script.ts';
import menuEnhanceUrl from '#client/components/menu-enhance.ts?url';
import { validAnalyticsIds } from '#client/lib/analytics.ts';
import { useErrorReporting } from '#client/lib/use-error-reporting.ts';
import { errorPageMeta } from '#client/lib/error-meta.ts';
import { PageScriptsContext, pageWantsScripts } from '#client/lib/page-scripts.ts';
import { DEFERRED_MODULE, START_SCRIPTS_AFTER_LOAD } from '#client/lib/start-scripts.ts';
import '#client/app.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  // The published site settings, for this render's titles, structured data, footer and emails
  // (the same for every request: the store caches them; docs/decisions/0013).
  // The social card's library picture carries its stored sizes (og:image, docs/product.md#images):
  // one read shared by every render until a publish clears the pages (or a minute passes).
  const settings = await context.remember('site-settings', async () => ({
    value: {
      en: await context.services.pageContent.settings('en'),
      es: await context.services.pageContent.settings('es'),
    },
    until: Number.POSITIVE_INFINITY,
  }));
  // Both languages' words (docs/product.md#site-content): a Spanish page reads siteIn('es').
  applySiteSettings(settings.en, settings.es);
  const locale = localeOfPath(new URL(request.url).pathname);
  // Every page shows the banner: read once per language and shared until its event starts or the
  // pages are cleared.
  const banner = await context.remember(`events-banner:${locale}`, () =>
    readEventsBanner(context.services, locale),
  );
  if (banner.failed) context.doNotCache?.();
  return {
    /** The page's language, from its URL alone (docs/product.md#languages): for meta and titles. */
    locale,
    nonce: context.nonce,
    publicUrl: context.publicUrl,
    // None on a private page, not even in the page's data (docs/product.md#private-links).
    analytics: validAnalyticsIds(isPrivatePage(new URL(request.url).pathname) ? {} : context.analytics),
    /** SENTRY_DSN, when set: the browser then loads its error reporting (lib/error-reporting.ts). */
    errorReportingDsn: context.browserErrorDsn ?? null,
    /** When the page was made: every public form's start time (FormKit's form_started_at). */
    renderedAt: now.getTime(),
    year: now.getFullYear(),
    /** The events banner's next featured event (null when none, or when the database is down). */
    eventsBanner: banner.banner,
  };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

/** The default for routes without their own meta, and the 404 and error pages. */
export const meta: Route.MetaFunction = ({ error, location, loaderData, matches }) =>
  error
    ? errorPageMeta({ error, location, matches })
    : pageMeta({ path: location.pathname, publicUrl: loaderData?.publicUrl });

/** Staff screens have their own frame (admin navigation, their own <main>), not the public one. */
function useIsAdminPath(): boolean {
  const { pathname } = useLocation();
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** Header, events banner and footer around every public page, error pages included. */
export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = data?.nonce;
  const isAdmin = useIsAdminPath();
  // The language is the URL's, on the server and in the browser alike (decision 0023).
  const locale = localeOfPath(useLocation().pathname);
  // No analytics tag on a private page: it would send the page to Google and Meta
  // (src/shared/site/private-pages.ts, docs/product.md#private-links).
  const analytics = isPrivatePage(useLocation().pathname) ? null : data?.analytics;
  // A page with nothing to hydrate ships no React (lib/page-scripts.ts, docs/decisions/0012).
  const matches = useMatches();
  const withScripts = pageWantsScripts(matches);
  useErrorReporting();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e1530" />
        <Meta />
        <Links />
        <AnalyticsScripts
          nonce={nonce}
          gaMeasurementId={analytics?.gaMeasurementId ?? undefined}
          metaPixelId={analytics?.metaPixelId ?? undefined}
        />
      </head>
      <body className="flex min-h-screen flex-col">
        <LocaleContext value={locale}>
          <PageScriptsContext value={withScripts}>
            {isAdmin ? (
              children
            ) : (
              <>
                <SkipLink />
                <LanguageOffer nonce={nonce} />
                <PreviewBar />
                <SiteHeader />
                <main id="main" tabIndex={-1} className="flex-1">
                  {children}
                </main>
                <SiteFooter
                  year={data?.year ?? new Date().getFullYear()}
                  newsletter={pageWantsFooterNewsletter(matches)}
                />
              </>
            )}
          </PageScriptsContext>
        </LocaleContext>
        {/* What this page loaded, even when a navigation has since brought it to a private page. */}
        {data?.analytics.gaMeasurementId || data?.analytics.metaPixelId ? (
          <PageViewTracker gaMeasurementId={data.analytics.gaMeasurementId} />
        ) : null}
        {withScripts ? (
          <>
            {/* The settings this page was rendered with: the browser applies them before hydrating. */}
            <script
              type="application/json"
              id={SITE_SETTINGS_ELEMENT_ID}
              suppressHydrationWarning
              dangerouslySetInnerHTML={{
                __html: siteSettingsJson(site, locale === 'es' ? siteIn('es') : undefined),
              }}
            />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          // Written inert, as the server would make React Router's scripts (lib/defer-scripts.server.ts).
          <script
            type={DEFERRED_MODULE}
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{
              __html: scriptFreePageScript({ footer: footerEnhanceUrl, menu: menuEnhanceUrl }),
            }}
          />
        )}
        {/* Starts the scripts above once the page has loaded (see lib/start-scripts.ts). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: START_SCRIPTS_AFTER_LOAD }}
        />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The last resort, when the root's own loader fails: every route module has its own boundary
 * (SiteErrorBoundary, or the admin's), but this one also stands on an admin path, where the
 * layout gives no <main>.
 */
export function ErrorBoundary() {
  return useIsAdminPath() ? (
    <main id="main">
      <SiteErrorBoundary />
    </main>
  ) : (
    <SiteErrorBoundary />
  );
}
