/**
 * The donor page's journeys need demo recurring gifts, which no page of this build creates: they are
 * written into the fresh embedded database before the e2e server starts (it holds DATA_DIR's lock
 * while it runs). Migrates first, as the server would. One donor per project and journey, so the
 * two viewports never change each other's gift.
 */
import { openDatabase } from '#server/db/client.ts';
import { recurringGifts } from '#server/db/schema/index.ts';

export const DONOR_JOURNEY_PROJECTS = ['mobile', 'desktop'] as const;
export const donorJourneyEmail = (project: string, journey: 'js' | 'no-js') =>
  `donor-${journey}-${project}@example.org`;

export async function seedDonorJourneys(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await database.db.insert(recurringGifts).values(
      DONOR_JOURNEY_PROJECTS.flatMap((project) =>
        (['js', 'no-js'] as const).map((journey) => ({
          amountCents: 2500,
          interval: 'month' as const,
          category: 'GENERAL' as const,
          name: 'Phoebe Cenchreae',
          email: donorJourneyEmail(project, journey),
          status: 'active' as const,
          isDemo: true,
        })),
      ),
    );
  } finally {
    await database.close();
  }
}
