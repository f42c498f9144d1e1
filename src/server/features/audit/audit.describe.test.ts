/**
 * What an audit entry says about a staff route, from its URL pattern alone, and the summary that
 * names fields without their values (docs/product.md#audit-log).
 */
import { describe, expect, it } from 'vitest';
import { auditTargetFor, describeChanges } from '#server/features/audit/audit.describe.ts';

const target = (method: string, url: string) => {
  const { area, entity, action, idParam } = auditTargetFor(method, url);
  return { area, entity, action, idParam };
};

describe('auditTargetFor', () => {
  it('reads area, entity, id and action from every kind of staff URL', () => {
    expect(target('PUT', '/api/admin/events/:id/')).toEqual({
      area: 'events',
      entity: 'event',
      action: 'update',
      idParam: 'id',
    });
    expect(target('POST', '/api/events/')).toEqual({
      area: 'events',
      entity: 'event',
      action: 'create',
      idParam: null,
    });
    expect(target('DELETE', '/api/admin/testimonies/:id/')).toMatchObject({
      entity: 'testimony',
      action: 'delete',
    });
    expect(target('POST', '/api/admin/house-churches/join-requests/:id/approve/')).toEqual({
      area: 'house-churches',
      entity: 'join-request',
      action: 'approve',
      idParam: 'id',
    });
    expect(target('POST', '/api/admin/house-churches/:id/archive/')).toMatchObject({
      entity: 'house-church',
      action: 'archive',
    });
    expect(target('PATCH', '/api/admin/prayer-requests/:id/')).toMatchObject({
      area: 'prayer-requests',
      entity: 'prayer-request',
    });
    expect(target('PATCH', '/api/admin/messages/:id/')).toMatchObject({ entity: 'message' });
    expect(target('POST', '/api/admin/outbox/:id/retry/')).toMatchObject({
      entity: 'outbox',
      action: 'retry',
    });
    expect(target('POST', '/api/admin/privacy/erase/')).toEqual({
      area: 'privacy',
      entity: 'privacy',
      action: 'erase',
      idParam: null,
    });
  });

  it('reads a plural at the end of a POST as a collection added to', () => {
    expect(target('POST', '/api/admin/staff/invitations/')).toEqual({
      area: 'staff',
      entity: 'invitation',
      action: 'create',
      idParam: null,
    });
  });

  it('takes a route’s own words over the URL’s', () => {
    expect(
      auditTargetFor('POST', '/api/admin/staff/invitations/', { entity: 'invitation', action: 'invite' }),
    ).toMatchObject({
      area: 'staff',
      entity: 'invitation',
      action: 'invite',
    });
  });

  it('refuses at start-up a route that declares a secret-looking field safe', () => {
    expect(() =>
      auditTargetFor('POST', '/api/admin/staff/password/', { safeFields: ['new_password'] }),
    ).toThrow(/may not list new_password/);
    expect(() =>
      auditTargetFor('PATCH', '/api/admin/prayer-requests/:id/', { safeFields: ['request_text'] }),
    ).toThrow();
  });
});

describe('describeChanges', () => {
  it('names the fields sent and keeps values only for the safe ones', () => {
    expect(describeChanges({ handled: true, request: 'Pray for my secret debts' }, ['handled'])).toEqual({
      changedFields: ['handled', 'request'],
      summary: 'Fields: handled = true, request',
    });
    expect(describeChanges({ status: 'archived', tags: ['a', 'b'] }, ['status', 'tags']).summary).toBe(
      'Fields: status = “archived”, tags = “a, b”',
    );
  });

  it('never keeps a nested value, even of a safe field, and says nothing for an empty body', () => {
    expect(describeChanges({ address: { street: '1 Main' } }, ['address']).summary).toBe('Fields: address');
    expect(describeChanges(undefined, [])).toEqual({ changedFields: [], summary: '' });
    expect(describeChanges({}, [])).toEqual({ changedFields: [], summary: '' });
  });
});
