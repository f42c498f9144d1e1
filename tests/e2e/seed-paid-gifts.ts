/**
 * Puts paid, real gifts (as if Stripe had confirmed them) into an embedded database before its e2e
 * server starts: the demo checkout only makes demo gifts, which statements never count. Run with
 * `node --import tsx`:
 *   DATA_DIR=… GIFTS='[{"email":…,"name":…,"amountCents":…,"feeCoverCents":…,"paidAt":"…"}]' \
 *     node --import tsx tests/e2e/seed-paid-gifts.ts
 */
import { openDatabase } from '#server/db/client.ts';
import { donations } from '#server/db/schema/index.ts';

interface PaidGift {
  email: string;
  name: string;
  amountCents: number;
  feeCoverCents?: number;
  category?: 'GENERAL' | 'OUTREACH' | 'MISSIONS' | 'BUILDING' | 'EVENTS';
  paidAt: string;
}

const dataDir = process.env.DATA_DIR;
const gifts = JSON.parse(process.env.GIFTS ?? '[]') as PaidGift[];
if (!dataDir || gifts.length === 0) throw new Error('usage: DATA_DIR=… GIFTS=[…] seed-paid-gifts.ts');
const database = await openDatabase({ dataDir });
try {
  await database.migrate();
  await database.db.insert(donations).values(
    gifts.map((gift, i) => ({
      ...gift,
      paymentStatus: 'paid' as const,
      paidAt: new Date(gift.paidAt),
      createdAt: new Date(gift.paidAt),
      stripePaymentIntentId: `pi_e2e_seed_${Date.now()}_${i}`,
    })),
  );
} finally {
  await database.close();
}
