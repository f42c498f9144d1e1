/**
 * The first request of every private link (docs/product.md#private-links): the link's parameters
 * leave the URL for a cookie of that page alone, the others stay, and nothing else is touched.
 */
import { describe, expect, it } from 'vitest';
import { PRIVATE_LINK_PAGES } from '#shared/site/private-pages.ts';
import { createPrivateLinks } from '#server/features/private-links/private-links.ts';

const links = createPrivateLinks({ secureCookies: false });
const TOKEN = 'A'.repeat(43);

describe('a private link’s first request', () => {
  it('goes to the same page without the token, which waits in an HttpOnly, SameSite=Lax cookie of that path', () => {
    for (const [kind, page] of Object.entries(PRIVATE_LINK_PAGES)) {
      const [name] = page.carries;
      const answer = links.firstVisit('GET', `${page.path}?${name}=${TOKEN}`);
      expect(answer?.location, kind).toBe(page.path);
      expect(answer?.setCookies[0], kind).toBe(
        `private_link_${kind}=${name}%3D${TOKEN}; Path=${page.path}; HttpOnly; SameSite=Lax`,
      );
    }
  });

  it('opens the page in Spanish too, with a cookie for the page in each language (the language switch keeps it)', () => {
    const answer = links.firstVisit('GET', `/es/events/rsvp?token=${TOKEN}`);
    expect(answer?.location).toBe('/es/events/rsvp');
    expect(answer?.setCookies).toEqual([
      `private_link_rsvp=token%3D${TOKEN}; Path=/events/rsvp; HttpOnly; SameSite=Lax`,
      `private_link_rsvp=token%3D${TOKEN}; Path=/es/events/rsvp; HttpOnly; SameSite=Lax`,
    ]);
    // Staff pages have one language: their invitation has one cookie.
    expect(links.firstVisit('GET', `/admin/invitation?token=${TOKEN}`)?.setCookies).toHaveLength(1);
    expect(links.firstVisit('GET', `/es/admin/invitation?token=${TOKEN}`)).toBeNull();
  });

  it('keeps the parameters the page needs, drops the ones nobody reads, and handles HEAD and a trailing slash', () => {
    expect(links.firstVisit('GET', `/events/rsvp?utm_source=mail&token=${TOKEN}&cancelled=4`)?.location).toBe(
      '/events/rsvp?utm_source=mail&cancelled=4',
    );
    const gift = links.firstVisit('HEAD', '/donation-success/?donation_id=d-1&session_id=cs_test_1');
    expect(gift?.location).toBe('/donation-success');
    expect(gift?.setCookies[0]).toMatch(/^private_link_gift=donation_id%3Dd-1;/);
    // Only the session id: nothing to keep, but it still leaves the address bar.
    expect(links.firstVisit('GET', '/donation-success?session_id=cs_test_1')).toEqual({
      location: '/donation-success',
      setCookies: [],
    });
  });

  it('leaves every other request alone: a post, a page without the link, another page', () => {
    expect(links.firstVisit('POST', `/events/rsvp?token=${TOKEN}`)).toBeNull();
    expect(links.firstVisit('GET', '/events/rsvp?cancelled=4')).toBeNull();
    expect(links.firstVisit('GET', '/events/rsvp')).toBeNull();
    expect(links.firstVisit('GET', `/events?token=${TOKEN}`)).toBeNull();
    expect(links.firstVisit('GET', `/api/events/rsvp/?token=${TOKEN}`)).toBeNull();
  });

  it('does not keep a value too long to be a link of ours', () => {
    expect(links.firstVisit('GET', `/unsubscribe?token=${'x'.repeat(5000)}`)).toEqual({
      location: '/unsubscribe',
      setCookies: [],
    });
  });

  it('names the cookie __Secure- and marks it Secure over https', () => {
    const secure = createPrivateLinks({ secureCookies: true });
    expect(secure.firstVisit('GET', `/giving/manage?token=${TOKEN}`)?.setCookies[0]).toBe(
      `__Secure-private_link_donor=token%3D${TOKEN}; Path=/giving/manage; HttpOnly; Secure; SameSite=Lax`,
    );
  });

  it('reads the link back from the cookie, and forgets it', () => {
    const cookie = links.firstVisit('GET', `/events/waitlist?token=${TOKEN}`)!.setCookies[0]!.split(';')[0]!;
    expect(links.read(`other=1; ${cookie}`, 'waitlist').get('token')).toBe(TOKEN);
    expect(
      links
        .read(new Request('http://localhost/events/waitlist', { headers: { cookie } }), 'waitlist')
        .get('token'),
    ).toBe(TOKEN);
    expect(links.read(cookie, 'rsvp').get('token')).toBeNull();
    expect(links.read(null, 'waitlist').get('token')).toBeNull();
    expect(links.clear('waitlist')).toEqual([
      'private_link_waitlist=; Max-Age=0; Path=/events/waitlist; HttpOnly; SameSite=Lax',
      'private_link_waitlist=; Max-Age=0; Path=/es/events/waitlist; HttpOnly; SameSite=Lax',
    ]);
  });
});
