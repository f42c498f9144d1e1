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
      expect(answer?.setCookie, kind).toBe(
        `private_link_${kind}=${name}%3D${TOKEN}; Path=${page.path}; HttpOnly; SameSite=Lax`,
      );
    }
  });

  it('keeps the parameters the page needs, drops the ones nobody reads, and handles HEAD and a trailing slash', () => {
    expect(links.firstVisit('GET', `/events/rsvp?utm_source=mail&token=${TOKEN}&cancelled=4`)?.location).toBe(
      '/events/rsvp?utm_source=mail&cancelled=4',
    );
    const gift = links.firstVisit('HEAD', '/donation-success/?donation_id=d-1&session_id=cs_test_1');
    expect(gift?.location).toBe('/donation-success');
    expect(gift?.setCookie).toMatch(/^private_link_gift=donation_id%3Dd-1;/);
    // Only the session id: nothing to keep, but it still leaves the address bar.
    expect(links.firstVisit('GET', '/donation-success?session_id=cs_test_1')).toEqual({
      location: '/donation-success',
      setCookie: null,
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
      setCookie: null,
    });
  });

  it('names the cookie __Secure- and marks it Secure over https', () => {
    const secure = createPrivateLinks({ secureCookies: true });
    expect(secure.firstVisit('GET', `/giving/manage?token=${TOKEN}`)?.setCookie).toBe(
      `__Secure-private_link_donor=token%3D${TOKEN}; Path=/giving/manage; HttpOnly; Secure; SameSite=Lax`,
    );
  });

  it('reads the link back from the cookie, and forgets it', () => {
    const cookie = links.firstVisit('GET', `/events/waitlist?token=${TOKEN}`)!.setCookie!.split(';')[0]!;
    expect(links.read(`other=1; ${cookie}`, 'waitlist').get('token')).toBe(TOKEN);
    expect(
      links
        .read(new Request('http://localhost/events/waitlist', { headers: { cookie } }), 'waitlist')
        .get('token'),
    ).toBe(TOKEN);
    expect(links.read(cookie, 'rsvp').get('token')).toBeNull();
    expect(links.read(null, 'waitlist').get('token')).toBeNull();
    expect(links.clear('waitlist')).toBe(
      'private_link_waitlist=; Max-Age=0; Path=/events/waitlist; HttpOnly; SameSite=Lax',
    );
  });
});
