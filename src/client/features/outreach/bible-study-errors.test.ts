import { describe, expect, it } from 'vitest';
import { BIBLE_STUDY_MESSAGES } from '#shared/outreach-messages.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';
import {
  bibleStudyServerMessage,
  type BibleStudyValues,
  firstBibleStudyProblem,
} from './bible-study-errors.ts';

const filled: BibleStudyValues = {
  name: 'Priscilla',
  email: 'p@example.org',
  phone: '',
  interests: '',
  ageConfirmed: true,
  notificationsEnabled: true,
  devotionalChoice: 'none',
};

describe('the Bible study checks, in the spec order (section 5)', () => {
  it('names the first problem only: name, then email, then the 18+ confirmation', () => {
    const empty = { ...filled, name: ' ', email: '', ageConfirmed: false };
    expect(firstBibleStudyProblem(empty)).toEqual(['name', BIBLE_STUDY_MESSAGES.emptyName]);
    expect(firstBibleStudyProblem({ ...empty, name: 'P' })).toEqual([
      'email',
      BIBLE_STUDY_MESSAGES.emptyEmail,
    ]);
    expect(firstBibleStudyProblem({ ...empty, name: 'P', email: 'x' })).toEqual([
      'ageConfirmed',
      BIBLE_STUDY_MESSAGES.ageNotConfirmed,
    ]);
    expect(firstBibleStudyProblem(filled)).toBeNull();
  });
});

describe('the server error precedence (section 8), first match wins', () => {
  const answer = (fields: Record<string, string[]>, error = 'Please correct the highlighted fields.') =>
    new ApiError(400, error, fields);

  it('the age confirmation message comes first, then name, then email', () => {
    const all = { email: ['bad'], name: ['bad'], age_confirmed: ['You must be 18.'] };
    expect(bibleStudyServerMessage(answer(all))).toBe('You must be 18.');
    expect(bibleStudyServerMessage(answer({ email: ['bad'], name: ['bad'] }))).toBe(
      BIBLE_STUDY_MESSAGES.nameRequired,
    );
    expect(bibleStudyServerMessage(answer({ email: ['bad'] }))).toBe(BIBLE_STUDY_MESSAGES.invalidEmail);
  });

  it("then the server's error, then the first field's first message, then the default", () => {
    expect(bibleStudyServerMessage(answer({ phone: ['Bad phone'] }))).toBe(
      'Please correct the highlighted fields.',
    );
    expect(bibleStudyServerMessage(answer({ phone: ['Bad phone', 'x'] }, ''))).toBe('Bad phone');
    expect(bibleStudyServerMessage(answer({}, ''))).toBe(BIBLE_STUDY_MESSAGES.failure);
    expect(bibleStudyServerMessage(new ApiError(502, 'Bad Gateway', {}, false))).toBe(
      BIBLE_STUDY_MESSAGES.failure,
    );
    expect(bibleStudyServerMessage(new NetworkError(new TypeError('offline')))).toBe(
      BIBLE_STUDY_MESSAGES.failure,
    );
  });
});
