/**
 * Which message the Bible study form shows: the client's checks in the spec's order (section 5) and,
 * for an answer from the server, the spec's precedence (section 8), first match wins.
 */
import { BIBLE_STUDY_MESSAGES, type DevotionalChoiceValue } from '#shared/outreach-messages.ts';
import { ApiError } from '../../lib/api.ts';

export interface BibleStudyValues {
  name: string;
  email: string;
  phone: string;
  interests: string;
  ageConfirmed: boolean;
  notificationsEnabled: boolean;
  devotionalChoice: DevotionalChoiceValue;
}

/** The first failed check as [field, message], or null when the form may be sent. */
export function firstBibleStudyProblem(values: BibleStudyValues): [keyof BibleStudyValues, string] | null {
  if (!values.name.trim()) return ['name', BIBLE_STUDY_MESSAGES.emptyName];
  if (!values.email.trim()) return ['email', BIBLE_STUDY_MESSAGES.emptyEmail];
  if (!values.ageConfirmed) return ['ageConfirmed', BIBLE_STUDY_MESSAGES.ageNotConfirmed];
  return null;
}

export function bibleStudyServerMessage(error: unknown): string {
  if (!(error instanceof ApiError) || !error.fromServer) return BIBLE_STUDY_MESSAGES.failure;
  const fields = error.fields;
  const age = fields.age_confirmed?.[0];
  if (age) return age;
  if (fields.name) return BIBLE_STUDY_MESSAGES.nameRequired;
  if (fields.email) return BIBLE_STUDY_MESSAGES.invalidEmail;
  if (error.message) return error.message;
  const firstField = Object.values(fields).find((list) => list.length > 0);
  return firstField?.[0] ?? BIBLE_STUDY_MESSAGES.failure;
}
