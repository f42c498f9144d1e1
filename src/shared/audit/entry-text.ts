/**
 * An audit entry in words (docs/product.md#audit-log): its sentence, from the words in
 * audit/admin-words.ts and the names the server found (audit.record-names.ts), and its details,
 * which name the fields that changed in plain words, never what was typed in them.
 */
import { AUDIT_WORDS, auditFieldName, auditSentence } from '#shared/audit/admin-words.ts';

export interface StoredAuditEntry {
  area: string;
  entity: string | null;
  action: string;
  changedFields: readonly string[];
  /** As stored: "Fields: handled = true, note", or a route's own words. */
  summary: string;
}

const FIELDS_PREFIX = 'Fields: ';

/** The values a route kept as safe, read back from the stored summary ("handled = true"). */
export function safeValuesOf(summary: string, changedFields: readonly string[]): Record<string, string> {
  if (!summary.startsWith(FIELDS_PREFIX)) return {};
  const values: Record<string, string> = {};
  for (const field of changedFields) {
    const match = summary.match(new RegExp(`(?:^Fields: |, )${field} = (“([^”]*)”|[^,]+)`));
    if (match) values[field] = match[2] ?? match[1]!;
  }
  return values;
}

export function auditEntryText(
  entry: StoredAuditEntry,
  names: { name: string | null; person: string | null },
): { sentence: string; details: string } {
  const values = safeValuesOf(entry.summary, entry.changedFields);
  const sentence = auditSentence(entry, { ...names, values });
  let details: string;
  if (entry.area === 'sign-in') {
    details = /made to wait first/.test(entry.summary) ? AUDIT_WORDS.madeToWait : '';
  } else if (entry.summary.startsWith(FIELDS_PREFIX) || (!entry.summary && entry.changedFields.length > 0)) {
    // Only names: a safe value is already in the sentence ("Marked … as handled").
    const fields = [...new Set(entry.changedFields.map(auditFieldName))];
    details = fields.length > 0 ? `${AUDIT_WORDS.changed} ${fields.join(', ')}` : '';
  } else {
    details = entry.summary;
  }
  return { sentence, details };
}
