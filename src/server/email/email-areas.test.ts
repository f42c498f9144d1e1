/**
 * Every email the code queues belongs to a staff area (email-areas.ts), so the outbox shows it to the
 * right people. The kinds are read from the source of every file that builds or queues an email.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailKindArea, visibleEmailPrefixes } from '#server/email/email-areas.ts';

const SERVER = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !/\.(test|fixtures)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The email kinds written in the code: `kind: '…'`, `…_KIND = '…'`, and visitorEmail/staffEmail('…'). */
function queuedKinds(): Set<string> {
  const kinds = new Set<string>();
  const literal = /['`]([a-z][a-z_-]*(?:\.[a-z_-]+)*)(?:\.\$\{|['`])/g;
  for (const file of sourceFiles(SERVER)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!/OutgoingEmail|enqueueEmail|enqueueConfirmation|visitorEmail|staffEmail/.test(text)) continue;
    const places = [
      ...text.matchAll(/\bkind: ([^,\n]+)/g),
      ...text.matchAll(/_KIND = ([^;\n]+)/g),
      ...text.matchAll(/(?:visitorEmail|staffEmail)\(\s*([^,]+),/g),
    ];
    for (const [, source] of places) {
      for (const [, kind] of source!.matchAll(literal)) {
        if (/[._]/.test(kind!)) kinds.add(kind!);
      }
    }
  }
  return kinds;
}

describe('the staff areas of the emails', () => {
  it('give every email kind the code queues an area', () => {
    const kinds = queuedKinds();
    // The scan finds the emails of every area (or it would prove nothing).
    for (const known of ['donation.receipt', 'prayer.confirmation', 'bible-study.staff', 'event-lead.staff'])
      expect(kinds).toContain(known);
    expect(kinds).toContain('staff_invitation');
    expect(kinds).toContain('house-church.leader-application');
    expect([...kinds].filter((kind) => emailKindArea(kind) === null)).toEqual([]);
  });

  it('open to each role only its own areas', () => {
    expect(visibleEmailPrefixes(['administrator'])).toBe('all');
    expect(visibleEmailPrefixes(['communications'])).toEqual(['newsletter', 'devotional-lead']);
    expect(visibleEmailPrefixes(['giving'])).toEqual(['donation', 'donor']);
  });
});
