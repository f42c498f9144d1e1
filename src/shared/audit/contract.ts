/** Staff audit log API (GET /api/admin/audit/...): zod schemas. Types and words: audit/format.ts. */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { adminListQuerySchema, pageSchema } from '#shared/lists/contract.ts';

export * from '#shared/audit/format.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (label: string) =>
  z
    .string()
    .regex(DAY, `${label} is a date like 2026-06-01`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} is not a real date`)
    .optional();

/**
 * ?user_id=&area=&from=&to= besides the page and search of every list. `from` and `to` are days in
 * the site's time zone, both included.
 */
export const auditListQuerySchema = adminListQuerySchema
  .extend({
    user_id: z.uuid('user_id is an account id').optional(),
    area: z.string().trim().max(60).optional(),
    from: day('from'),
    to: day('to'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'from is after to',
    path: ['to'],
  });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user_id: z.string().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  area: z.string(),
  action: z.string(),
  entity: z.string().nullable(),
  entity_id: z.string().nullable(),
  summary: z.string(),
  sentence: z.string(),
  details: z.string(),
});

export const auditPageSchema = pageSchema(auditEntrySchema);

export const auditFilterOptionsSchema = z.object({
  people: z.array(z.object({ user_id: z.string(), username: z.string() })),
  areas: z.array(z.string()),
});
