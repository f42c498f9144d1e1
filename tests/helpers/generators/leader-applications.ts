/**
 * Test data for applications to lead a house church: the row as stored (status left to the
 * database: received) and the payload of POST /api/house-church/house-church-leaders/apply/, both
 * complete, with both references and the three agreements.
 */
import type { Database } from '#server/db/client.ts';
import type { LeaderApplicationPayload } from '#shared/house-churches/contract.ts';
import { leaderApplications } from '#server/db/schema/index.ts';

export type LeaderApplicationRow = typeof leaderApplications.$inferInsert;

export function buildLeaderApplication(overrides: Partial<LeaderApplicationRow> = {}): LeaderApplicationRow {
  return {
    firstName: 'Priscilla',
    lastName: 'Aquila',
    email: 'priscilla@example.net',
    phone: '512-555-0142',
    testimony: 'Met Jesus in a tent-making shop.',
    yearsSaved: 21,
    ministryExperience: 'Hosted a church in our home in Corinth.',
    spiritualGifts: 'Teaching, hospitality',
    reference1Name: 'Paul Tarsus',
    reference1Phone: '512-555-0150',
    reference1Email: 'paul@example.net',
    reference2Name: 'Apollos Alexandria',
    reference2Phone: '512-555-0151',
    reference2Email: 'apollos@example.net',
    statementOfFaithAgreed: true,
    codeOfConductAgreed: true,
    ministryGuidelinesAgreed: true,
    ...overrides,
  };
}

export async function insertLeaderApplication(db: Database, overrides: Partial<LeaderApplicationRow> = {}) {
  const [row] = await db.insert(leaderApplications).values(buildLeaderApplication(overrides)).returning();
  return row!;
}

/** A complete application as the four steps of the form send it. */
export function buildLeaderApplicationPayload(overrides: Record<string, unknown> = {}) {
  const complete = {
    first_name: 'Priscilla',
    last_name: 'Aquila',
    email: 'priscilla@example.net',
    phone: '512-555-0142',
    years_saved: 21,
    testimony: 'Met Jesus in a tent-making shop.',
    ministry_experience: 'Hosted a church in our home in Corinth and Ephesus.',
    spiritual_gifts: 'Teaching, hospitality',
    current_church: 'Mueller Flagship House Church',
    reference1_name: 'Paul Tarsus',
    reference1_phone: '512-555-0150',
    reference1_email: 'paul@example.net',
    reference1_relationship: 'Mentor',
    reference2_name: 'Apollos Alexandria',
    reference2_phone: '512-555-0151',
    reference2_email: 'apollos@example.net',
    statement_of_faith_agreed: true,
    code_of_conduct_agreed: true,
    ministry_guidelines_agreed: true,
  } satisfies LeaderApplicationPayload;
  return { ...complete, ...overrides };
}
