/**
 * The services container is the one place services are built: an API route, a page loader (which
 * gets `services` as its load context) and a test all reach the same instance, so a test that
 * changes a service's behaviour changes what the routes answer, and no route has its own copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import type { Services } from '#server/services.ts';

const root = path.resolve(import.meta.dirname, '../..');
const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const SERVICE_FACTORY_CALL = /\bcreate\w*Service\(/;

describe('services are built once, in src/server/services.ts', () => {
  it('no route plugin, server plugin or page module builds a service of its own', () => {
    const builders = [
      ...sourceFiles('src/server/features').filter((file) => file.endsWith('.routes.ts')),
      ...sourceFiles('src/server/plugins'),
      ...sourceFiles('src/client'),
      'src/server/app.ts',
    ].filter((file) => SERVICE_FACTORY_CALL.test(read(file)));
    expect(builders).toEqual([]);
  });

  it('every service factory of a feature is called by the container (or by the service it is part of)', () => {
    /** Factories that are one part of another area's service, with the module that composes them. */
    const parts: Record<string, string> = {
      createLeadsService: 'src/server/features/outreach/outreach.service.ts',
    };
    const container = read('src/server/services.ts');
    const factories = sourceFiles('src/server/features').flatMap((file) =>
      [...read(file).matchAll(/export function (create\w*Service)\(/g)].map((match) => match[1]!),
    );
    expect(factories.length).toBeGreaterThan(10);
    const unbuilt = factories.filter((name) =>
      parts[name] ? !read(parts[name]).includes(`${name}(`) : !container.includes(`${name}(`),
    );
    expect(unbuilt).toEqual([]);
  });
});

describe('a staff route answers through the container’s instance', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signInAsStaff(t);
  });
  afterAll(() => t.close());

  /** A staff list per admin service, and the method its route calls. */
  const cases: [keyof Services['admin'], string, string][] = [
    ['dashboard', 'dashboard', '/api/admin/dashboard/'],
    ['subscribers', 'listEmailSubscribers', '/api/admin/email-subscribers/'],
    ['outreach', 'listMessages', '/api/admin/messages/'],
    ['giving', 'list', '/api/admin/donations/'],
    ['houseChurches', 'listRequests', '/api/admin/house-churches/join-requests/'],
    ['leaderApplications', 'list', '/api/admin/leader-applications/'],
    ['newsletters', 'listCampaigns', '/api/admin/newsletters/'],
    ['outbox', 'list', '/api/admin/outbox/'],
    ['privacy', 'listLog', '/api/admin/privacy/log/'],
  ];

  it.each(cases)('app.services.admin.%s.%s serves GET %s', async (area, method, url) => {
    const service = t.app.services.admin[area] as unknown as Record<string, (...args: unknown[]) => unknown>;
    const spy = vi.spyOn(service, method);
    try {
      const response = await t.request({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
