/**
 * The one way a page or resource route learns which donor is signed in (docs/product.md#the-donors-own-page):
 * the address of the session behind the request's donor cookie. Later donor features (the donor's own
 * year-end statement) take the address from here, never from the request.
 */
import { redirect, type AppLoadContext } from 'react-router';
import { DONOR_PAGE_PATH } from '#shared/giving/manage-words.ts';
import { localeOfPath, pathInLocale } from '#shared/i18n/locales.ts';

/** The signed-in donor's address, or null. */
export async function donorEmail(request: Request, context: AppLoadContext): Promise<string | null> {
  const donor = await context.services.donorAccess.donorFromCookieHeader(request.headers.get('cookie'));
  return donor?.email ?? null;
}

/** The signed-in donor's address; without a live session, back to the page that offers a sign-in link. */
export async function requireDonor(request: Request, context: AppLoadContext): Promise<string> {
  const email = await donorEmail(request, context);
  if (!email) throw redirect(pathInLocale(DONOR_PAGE_PATH, localeOfPath(new URL(request.url).pathname)), 303);
  return email;
}
