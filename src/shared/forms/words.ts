/**
 * The form kit's own words and the messages every public form can answer with
 * (docs/architecture.md#the-form-kit, docs/product.md#api-errors), in locales/{en,es}/forms.json (decision 0023). A message made before the language is
 * known (a guard's refusal, the API's error answer) is `FORMS_WORDS.message(key)`; the form kit, the
 * page action and the API's error handler turn it into words in the person's language.
 */
import en from '#locales/en/forms.json' with { type: 'json' };
import es from '#locales/es/forms.json' with { type: 'json' };
import { defineWords } from '#shared/i18n/words.ts';

export const FORMS_WORDS = defineWords('forms', en, es);
export type FormsWordKey = keyof typeof en;

/** The English words of a message, for callers and tests that read the API in English. */
export const englishFormsMessage = (key: FormsWordKey): string => en[key];
