/**
 * Imported first by every schema module in src/shared. In a browser, zod would probe whether it may
 * compile validators with `new Function`; the site's Content-Security-Policy forbids eval, so the
 * probe is reported as a violation on every page with a form. Validation without compiled
 * validators gives the same answers, a little slower, which a form never notices. The server keeps
 * the fast path.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
