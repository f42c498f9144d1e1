/**
 * Anti-spam fields every public form may send next to its own fields: a honeypot that people never
 * see (so never fill) and the time the form was shown. Both are optional so that plain API callers
 * following the documented payloads (docs/product.md#api) still work; the per-IP rate limit covers those.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALE_FIELD, LOCALES } from '#shared/i18n/locales.ts';
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

/**
 * The language of the page a form was sent from (the kit's hidden field): the record keeps it and
 * every email to the person is in it (docs/product.md#languages). Absent, as from a plain API
 * caller, it is English.
 */
export const localeShape = {
  [LOCALE_FIELD]: z.enum(LOCALES).default(DEFAULT_LOCALE),
};

export const formGuardShape = {
  ...localeShape,
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
  [STARTED_AT_FIELD]: z.number().int().nonnegative().optional(),
  [SUBMISSION_ID_FIELD]: z
    .string()
    .regex(SUBMISSION_ID_PATTERN, 'submission_id is 16 to 64 letters, digits, - or _')
    .optional(),
};
