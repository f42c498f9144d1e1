/**
 * /giving/manage/receipts/{donation id}: one of the signed-in donor's gifts as a PDF receipt, to
 * download. Another donor's gift, or no gift, is a 404; without a session, back to the donor page.
 */
import { data } from 'react-router';
import { requireDonor } from '#client/features/giving/donor-session.server.ts';
import type { Route } from './+types/giving.manage-receipt';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const email = await requireDonor(request, context);
  const pdf = await context.services.donorPage.receiptPdf(email, params.donationId);
  if (!pdf) throw data(null, { status: 404 });
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="receipt-${params.donationId}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
