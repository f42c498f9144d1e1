/**
 * The session cookie: an opaque random token, signed with SESSION_SECRET (@fastify/cookie's signer,
 * the same one app.ts registers), HttpOnly, SameSite=Lax, Path=/; over https also Secure and with
 * the __Host- prefix, which browsers only accept from a secure origin without a Domain attribute.
 * Signing and parsing are done here, not through the request decorators, so page loaders can read
 * the cookie from a plain Web Request.
 */
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '#server/config.ts';

export const SESSION_COOKIE_NAME = 'ministry_session';
export const SECURE_SESSION_COOKIE_NAME = '__Host-ministry_session';

export interface SessionCookie {
  name: string;
  options: CookieSerializeOptions;
  /** The cookie value for a token: `<token>.<signature>`. */
  sign(token: string): string;
  /** The token inside a cookie value, or null when the signature does not match. */
  unsign(value: string | undefined): string | null;
  /** The token from a raw Cookie header, or null. */
  fromHeader(cookieHeader: string | null | undefined): string | null;
}

export function sessionCookie(
  config: Pick<Config, 'secureCookies' | 'sessionSecret'>,
  /** Another cookie made the same way (the two-factor step's), by its plain name. */
  plainName = SESSION_COOKIE_NAME,
): SessionCookie {
  const name = config.secureCookies ? `__Host-${plainName}` : plainName;
  // No maxAge: the browser forgets the cookie when it closes; the server ends it after idle or
  // absolute expiry either way.
  const options: CookieSerializeOptions = {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.secureCookies,
  };
  let signer: ReturnType<typeof fastifyCookie.signerFactory> | undefined;
  const getSigner = () => {
    if (!config.sessionSecret) throw new Error('SESSION_SECRET is required to sign session cookies');
    signer ??= fastifyCookie.signerFactory(config.sessionSecret);
    return signer;
  };
  const unsign = (value: string | undefined): string | null => {
    if (!value) return null;
    const result = getSigner().unsign(value);
    return result.valid && result.value ? result.value : null;
  };
  return {
    name,
    options,
    sign: (token) => getSigner().sign(token),
    unsign,
    fromHeader(cookieHeader) {
      if (!cookieHeader) return null;
      return unsign(fastifyCookie.parse(cookieHeader)[name]);
    },
  };
}
