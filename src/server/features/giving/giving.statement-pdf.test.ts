/** The statement PDF follows the settings staff publish, not the ones the process started with. */
import { afterEach, describe, expect, it } from 'vitest';
import { applySiteSettings, type Site } from '#shared/site/settings.ts';
import { pdfText } from '#tests/helpers/pdf-text.ts';
import seed from '#content/site.json' with { type: 'json' };
import { statementPdf } from '#server/features/giving/giving.statement-pdf.ts';

const statement = {
  year: 2031,
  donorName: 'Lydia of Thyatira',
  email: 'lydia@example.org',
  gifts: [
    {
      paidAt: new Date('2031-03-01T18:00:00Z'),
      category: 'General Fund',
      kind: 'One-time',
      giftCents: 5000,
      feeCoverCents: 0,
      partlyRefunded: false,
    },
  ],
  giftTotalCents: 5000,
  feeCoverTotalCents: 0,
  totalCents: 5000,
};

afterEach(() => applySiteSettings(structuredClone(seed) as Site));

describe('the year-end statement PDF', () => {
  it('shows the ministry name, legal address and EIN that staff published after the start', async () => {
    const before = pdfText(await statementPdf(statement, new Date('2032-01-15T18:00:00Z')));
    expect(before).not.toContain('EIN (tax ID)');

    applySiteSettings({
      ...structuredClone(seed),
      name: 'Wholehearted Fellowship',
      legal: { address: '100 Congress Ave, Austin, TX 78701', ein: '12-3456789' },
    } as Site);
    const after = pdfText(await statementPdf(statement, new Date('2032-01-15T18:00:00Z')));
    expect(after).toContain('Wholehearted Fellowship');
    expect(after).toContain('100 Congress Ave, Austin, TX 78701');
    expect(after).toContain('EIN (tax ID): 12-3456789');
  });
});
