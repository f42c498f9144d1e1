import { describe, expect, it } from 'vitest';
import { sourcesLabel } from '#shared/newsletter/admin-words.ts';
import { newIdempotencyKey } from '#client/features/admin/newsletter/newsletter-api.ts';
import { outboxQuery } from '#client/features/admin/newsletter/OutboxList.tsx';

describe('newsletter screen helpers', () => {
  it('makes a fresh v4 UUID idempotency key each time (the server refuses anything else)', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });

  it('puts only the chosen outbox filters in the query', () => {
    expect(outboxQuery({ status: '', search: '', page: 1 })).toBe('');
    expect(outboxQuery({ status: 'failed', search: 'ruth & co', page: 3 })).toBe(
      '?status=failed&search=ruth+%26+co&page=3',
    );
  });

  it('names the sources of a sent newsletter', () => {
    expect(sourcesLabel(['devotional', 'newsletter'])).toBe('Devotional, Newsletter');
  });
});
