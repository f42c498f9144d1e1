import { act, cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackLead } from '#client/lib/analytics.ts';
import { AnalyticsScripts, PageViewTracker } from '#client/components/AnalyticsScripts.tsx';

const markup = (props: Parameters<typeof AnalyticsScripts>[0]) =>
  renderToStaticMarkup(<AnalyticsScripts {...props} />);

afterEach(() => {
  delete window.gtag;
  delete window.fbq;
});

describe('AnalyticsScripts', () => {
  it('emits nothing when no analytics ids are configured', () => {
    expect(markup({ nonce: 'abc' })).toBe('');
  });

  it('emits the GA4 tag with the CSP nonce on every script', () => {
    const html = markup({ nonce: 'n0nce', gaMeasurementId: 'G-ABC123XYZ' });
    expect(html).toContain('src="https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ"');
    expect(html).toContain(`gtag('config',"G-ABC123XYZ")`);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/nonce="n0nce"/g)).toHaveLength(2);
    expect(html).not.toContain('fbevents');
  });

  it('emits the Meta Pixel with the nonce when its id is configured', () => {
    const html = markup({ nonce: 'n0nce', metaPixelId: '1234567890' });
    expect(html).toContain('https://connect.facebook.net/en_US/fbevents.js');
    expect(html).toContain(`fbq('init',"1234567890")`);
    expect(html).toContain('nonce="n0nce"');
    expect(html).not.toContain('googletagmanager');
  });

  it('refuses ids that are not ids (they would be written into a script)', () => {
    expect(markup({ nonce: 'n', gaMeasurementId: "G-1');alert(1);//", metaPixelId: '12</script>' })).toBe('');
  });
});

describe('trackLead', () => {
  it('does nothing (and does not throw) without the analytics tags', () => {
    expect(() => trackLead({ form: 'bible-study' })).not.toThrow();
  });

  it('sends a GA4 generate_lead event and a Meta Pixel Lead event when the tags are present', () => {
    window.gtag = vi.fn();
    window.fbq = vi.fn();
    trackLead({ form: 'devotional' });
    expect(window.gtag).toHaveBeenCalledWith('event', 'generate_lead', {
      form_name: 'devotional',
      value: undefined,
    });
    expect(window.fbq).toHaveBeenCalledWith('track', 'Lead', { content_name: 'devotional' });
  });
});

describe('PageViewTracker, on navigations inside the site (docs/product.md#private-links)', () => {
  afterEach(cleanup);
  const GA_OPT_OUT = 'ga-disable-G-ABC123XYZ';

  it('tells the pixel of public pages only, and turns Google off on a private page and on again after', async () => {
    const fbq = vi.fn();
    window.fbq = fbq;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <PageViewTracker gaMeasurementId="G-ABC123XYZ" />
              <Outlet />
            </>
          ),
          children: [{ path: '*', element: null }],
        },
      ],
      { initialEntries: ['/events'] },
    );
    render(<RouterProvider router={router} />);
    const optedOut = () => (window as unknown as Record<string, unknown>)[GA_OPT_OUT];
    expect(optedOut()).toBe(false);

    await act(() => router.navigate('/giving/manage'));
    expect(optedOut()).toBe(true);
    expect(fbq).not.toHaveBeenCalled();
    await act(() => router.navigate('/about'));
    expect(optedOut()).toBe(false);
    expect(fbq).toHaveBeenCalledTimes(1);
    expect(fbq).toHaveBeenCalledWith('track', 'PageView');
    delete (window as unknown as Record<string, unknown>)[GA_OPT_OUT];
  });
});
