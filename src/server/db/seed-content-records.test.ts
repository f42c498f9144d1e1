/**
 * When the testimonies and resources are filled from content/: on the start that first creates their
 * tables (also on an existing site without demo content), never again after that, so an item staff
 * deleted stays deleted across restarts.
 */
import { count } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '#tests/helpers/app.ts';
import { createEmptyTestDatabase } from '#tests/helpers/database.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { prepareDatabase } from '#server/db/prepare.ts';
import { resources, testimonies } from '#server/db/schema/index.ts';

describe('seeding testimonies and resources at start', () => {
  let database: DatabaseHandle;
  const config = testConfig({
    SEED_DEMO: 'false',
    ADMIN_USERNAME: 'seed-admin',
    ADMIN_PASSWORD: 'seed-admin-password-0123456789',
  });
  const log = pino({ level: 'silent' });
  const counts = async () => ({
    testimonies: (await database.db.select({ n: count() }).from(testimonies))[0]!.n,
    resources: (await database.db.select({ n: count() }).from(resources))[0]!.n,
  });

  beforeAll(async () => {
    database = await createEmptyTestDatabase();
  });
  afterAll(() => database.close());

  it('fills them on the start that creates their tables, even without demo content', async () => {
    await prepareDatabase({ config, database, log });
    expect(await counts()).toEqual({ testimonies: 1, resources: 8 });
  });

  it('does not bring back what staff deleted when the site starts again', async () => {
    await database.db.delete(testimonies);
    await prepareDatabase({ config, database, log });
    expect(await counts()).toEqual({ testimonies: 0, resources: 8 });
  });
});
