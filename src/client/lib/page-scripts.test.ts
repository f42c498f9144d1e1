import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageWantsScripts, SCRIPT_FREE } from '#client/lib/page-scripts.ts';

const match = (handle: unknown, loaderData: unknown = undefined) =>
  ({ id: 'x', pathname: '/', params: {}, data: loaderData, loaderData, handle }) as UIMatch;

describe('which pages ship React', () => {
  it('keeps scripts on a page that declares nothing', () => {
    expect(pageWantsScripts([match(undefined), match(undefined)])).toBe(true);
  });

  it('leaves them out when the page says it has nothing to hydrate', () => {
    expect(pageWantsScripts([match(undefined), match(SCRIPT_FREE)])).toBe(false);
  });

  it('asks a page that decides from its data, as the home page does with its Try Again', () => {
    const home = { hydrate: (data: unknown) => (data as { status: string }).status !== 'loaded' };
    expect(pageWantsScripts([match(undefined), match(home, { status: 'loaded' })])).toBe(false);
    expect(pageWantsScripts([match(undefined), match(home, { status: 'error' })])).toBe(true);
  });

  it('lets the deepest declaring route decide', () => {
    expect(pageWantsScripts([match(SCRIPT_FREE), match({ hydrate: true })])).toBe(true);
    expect(pageWantsScripts([match({ hydrate: true }), match(SCRIPT_FREE), match(undefined)])).toBe(false);
  });
});
