import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubErrorEvent } from '#shared/site/error-scrub.ts';

describe('what an error report may carry', () => {
  it('drops the body, cookies, query string, user and personal headers, and masks addresses', () => {
    const event = scrubErrorEvent({
      message: 'Could not reach ann@example.org',
      request: {
        url: 'https://example.org/prayer?id=12&email=ann@example.org#top',
        data: { request: 'Please pray for my sister' },
        cookies: { ministry_session: 'abc' },
        query_string: 'id=12&email=ann@example.org',
        headers: {
          'User-Agent': 'Firefox',
          cookie: 'ministry_session=abc',
          'x-forwarded-for': '203.0.113.9',
        },
      },
      user: { email: 'ann@example.org', ip_address: '203.0.113.9' },
      extra: { body: 'Please pray' },
      exception: {
        values: [
          {
            value: 'Failed query: insert into "prayer_requests" ...\nparams: Ann,ann@example.org,Please pray',
          },
        ],
      },
      breadcrumbs: [{ message: 'fetch', data: { url: '/api/unsubscribe?token=T0KEN' } }],
    });
    expect(event).toEqual({
      message: 'Could not reach [email]',
      request: { url: 'https://example.org/prayer', headers: { 'User-Agent': 'Firefox' } },
      exception: {
        values: [{ value: 'Failed query: insert into "prayer_requests" ...\nparams: [removed]' }],
      },
      breadcrumbs: [{ message: 'fetch', data: { url: '/api/unsubscribe' } }],
    });
  });

  it('keeps a breadcrumb’s path and drops its query', () => {
    expect(scrubBreadcrumb({ data: { from: '/events?x=1', to: '/giving/thanks?donation=9' } })).toEqual({
      data: { from: '/events', to: '/giving/thanks' },
    });
  });
});
