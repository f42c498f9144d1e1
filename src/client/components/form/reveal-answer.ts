/**
 * How a sent form's answer reaches the person (docs/product.md#form-kit-behaviour). With JavaScript
 * the success message is scrolled into view and given focus, so a screen reader reads it and nobody
 * is left looking at the spot where the form was. Without JavaScript the form posts to its page with
 * the fragment #form-answer, and that page's answer (the success message, or the form with its
 * errors) carries that id, so the browser opens the page at it.
 */

/** The id of the answer on a page that answers a post made without JavaScript. */
export const FORM_ANSWER_ID = 'form-answer';

/** Marks a success message inside a form (ErrorSummary.tsx's FormMessage), for revealAnswer to find. */
export const SUCCESS_MARK = 'data-form-success';

/** A form's action with the fragment that opens its answer (unless the form names its own place). */
export function actionWithAnswer(action: string | undefined): string | undefined {
  if (action === undefined || action.includes('#')) return action;
  return `${action}#${FORM_ANSWER_ID}`;
}

/** Brings the success message into view (instantly for a person who asked for less motion) and focuses it. */
export function revealAnswer(target: HTMLElement | null | undefined): void {
  if (!target) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
}
