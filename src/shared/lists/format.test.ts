import { describe, expect, it } from 'vitest';
import { pageFromParam } from '#shared/lists/format.ts';

describe('the page a staff list URL asks for', () => {
  it('reads ?page=, and starts at page 1 when it is missing or makes no sense', () => {
    expect(pageFromParam('3')).toBe(3);
    for (const raw of [null, '', '0', '-2', 'abc']) expect(pageFromParam(raw), String(raw)).toBe(1);
  });
});
