import { describe, expect, it } from 'vitest';
import { feeCoverCents } from '#shared/giving/fee.ts';

const STRIPE_US = { percentBasisPoints: 290, fixedCents: 30 };

describe('feeCoverCents', () => {
  it('adds $1.81 to a $50.00 gift at 2.9% + 30¢', () => {
    expect(feeCoverCents(5000, STRIPE_US)).toBe(181);
  });

  it('charges the smallest amount that leaves the ministry the whole gift after the fee', () => {
    // What the ministry receives of a charge, times 10,000 to stay in whole numbers.
    const received = (charge: number) => charge * (10_000 - 290) - 30 * 10_000;
    for (const gift of [100, 101, 999, 2500, 5000, 12_345, 10_000_000]) {
      const charge = gift + feeCoverCents(gift, STRIPE_US);
      expect(received(charge)).toBeGreaterThanOrEqual(gift * 10_000);
      expect(received(charge - 1)).toBeLessThan(gift * 10_000);
    }
  });

  it('is nothing when there is no fee', () => {
    expect(feeCoverCents(5000, { percentBasisPoints: 0, fixedCents: 0 })).toBe(0);
  });
});
