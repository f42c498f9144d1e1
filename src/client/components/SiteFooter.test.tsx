import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { site } from '#shared/site/settings.ts';
import { SiteFooter } from '#client/components/SiteFooter.tsx';
import { footerEnhanceConfig } from '#client/features/newsletter/footer-enhance-script.ts';

afterEach(cleanup);

function renderFooter() {
  render(
    <MemoryRouter>
      <SiteFooter year={2031} />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

describe('SiteFooter', () => {
  it('has the quick links', () => {
    const footer = renderFooter();
    const quick = within(footer).getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/about', '/events', '/bible-study-signup', '/messages', '/resources', '/contact']);
  });

  it('links to Facebook, YouTube and TikTok by name, with the addresses from content', () => {
    const footer = renderFooter();
    for (const name of ['Facebook', 'YouTube', 'TikTok']) {
      const link = within(footer).getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(site.social.find((social) => social.name === name)?.url);
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('has a mailto link, the city, the copyright year and the newsletter form', async () => {
    const footer = renderFooter();
    expect(within(footer).getByRole('link', { name: site.contact.email }).getAttribute('href')).toBe(
      `mailto:${site.contact.email}`,
    );
    expect(footer.textContent).toContain('Austin, Texas');
    expect(footer.textContent).toContain('© 2031 Undivided Hearts Ministries');
    // The form's code is its own chunk (FooterNewsletterForm), here a moment later.
    expect(await within(footer).findByRole('textbox', { name: 'Email address' })).toBeTruthy();
    expect(within(footer).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('has the form the script of a page without React looks for, to take it over', async () => {
    const footer = renderFooter();
    await within(footer).findByRole('textbox', { name: 'Email address' });
    expect(document.querySelector(footerEnhanceConfig.form)).toBe(footer.querySelector('form'));
  });
});
