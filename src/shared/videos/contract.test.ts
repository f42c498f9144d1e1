import { describe, expect, it } from 'vitest';
import { describeDuration, excerpt, formatDuration, formatVideoDate } from '#shared/videos/format.ts';

describe('formatDuration (h:mm:ss or m:ss)', () => {
  it.each([
    ['PT42M10S', '42:10'],
    ['PT1H5M3S', '1:05:03'],
    ['PT45S', '0:45'],
    ['PT3M', '3:00'],
    ['PT2H', '2:00:00'],
    ['P1DT2H3M4S', '26:03:04'],
    ['PT0S', '0:00'],
    ['P0D', '0:00'],
    ['garbage', '0:00'],
  ])('%s → %s', (iso, shown) => {
    expect(formatDuration(iso)).toBe(shown);
  });

  it('reads durations out in words for screen readers', () => {
    expect(describeDuration('PT1H5M3S')).toBe('1 hour 5 minutes 3 seconds');
    expect(describeDuration('PT1M')).toBe('1 minute');
    expect(describeDuration('PT0S')).toBe('0 seconds');
  });
});

describe('excerpt (150 characters then ...)', () => {
  it('cuts a long description at 150 characters and adds ...', () => {
    const text = 'a'.repeat(200);
    expect(excerpt(text)).toBe(`${'a'.repeat(150)}...`);
  });
  it('keeps a short one whole and flattens line breaks', () => {
    expect(excerpt('Line one.\n\nLine two.')).toBe('Line one. Line two.');
    expect(excerpt('x'.repeat(150))).toBe('x'.repeat(150));
  });
});

describe('formatVideoDate (long month, day, year)', () => {
  it('shows the date in the ministry’s time zone', () => {
    expect(formatVideoDate('2025-03-04T17:00:00Z')).toBe('March 4, 2025');
    expect(formatVideoDate('2025-03-05T03:00:00Z')).toBe('March 4, 2025'); // still the 4th in Austin
  });
});
