/**
 * Anti-spam fields every public form may send next to its own fields: a honeypot that people never
 * see (so never fill) and the time the form was shown. Both are optional so that plain API callers
 * following the documented payloads (docs/product.md#api) still work; the per-IP rate limit covers those.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import {
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  SUBMISSION_ID_FIELD,
  SUBMISSION_ID_PATTERN,
} from '#shared/forms/guard-fields.ts';

export {
  automatedReason,
  type AutomatedReason,
  type FormGuardInput,
  HONEYPOT_FIELD,
  MIN_FILL_MS,
  SPAM_REJECTED_MESSAGE,
  STARTED_AT_FIELD,
} from '#shared/forms/guard-fields.ts';

export const formGuardShape = {
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
  [STARTED_AT_FIELD]: z.number().int().nonnegative().optional(),
  [SUBMISSION_ID_FIELD]: z
    .string()
    .regex(SUBMISSION_ID_PATTERN, 'submission_id is 16 to 64 letters, digits, - or _')
    .optional(),
};
