import { describe, expect, it } from 'vitest';
import { isUuid, parseSerialId } from '#shared/site/record-ids.ts';

describe('record ids in URLs', () => {
  it('reads a numbered record only from a plain positive integer', () => {
    expect(parseSerialId('12')).toBe(12);
    for (const raw of ['0', '-1', '1.5', '1e3', ' 12', '12abc', '1234567890', '']) {
      expect(parseSerialId(raw), raw).toBeNull();
    }
  });

  it('knows a uuid in either case, and nothing else', () => {
    expect(isUuid('0b7e8a52-3f7e-4c1a-9a53-5d0f6e7d8c9b')).toBe(true);
    expect(isUuid('0B7E8A52-3F7E-4C1A-9A53-5D0F6E7D8C9B')).toBe(true);
    for (const raw of ['12', 'test-id', '0b7e8a52-3f7e-4c1a-9a53-5d0f6e7d8c9', `${'0'.repeat(36)}`]) {
      expect(isUuid(raw), raw).toBe(false);
    }
  });
});
