/**
 * Code Node runs without a build (services, emails, the admin CLI) reads the words catalogues as
 * written and compiles each message on first use; the page bundles carry them compiled
 * (decision 0023, src/shared/i18n/words.ts). Imported once by the app.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { compileWordsAtRuntime } from '#shared/i18n/words.ts';

compileWordsAtRuntime(compileMessage);
