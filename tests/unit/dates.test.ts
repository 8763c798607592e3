import { describe, expect, it } from 'vitest';
import { formatIsoDate } from '../../src/features/localization/domain/dates.ts';

describe('formatIsoDate', () => {
  it('names the legal effective date in words, in en-US by default', () => {
    expect(formatIsoDate('2020-02-20')).toBe('February 20, 2020');
  });

  it('gives the same day whatever the time zone (the date is read as UTC)', () => {
    expect(formatIsoDate('2020-01-01')).toBe('January 1, 2020');
    expect(formatIsoDate('2020-12-31')).toBe('December 31, 2020');
  });

  it('formats for another locale', () => {
    expect(formatIsoDate('2020-02-20', 'en-GB')).toBe('20 February 2020');
  });

  it.each(['2020-2-20', '20-02-2020', '2020-02-30', '2020-13-01', '', '2020-02-20T00:00:00Z'])(
    'throws on %j, which is not a calendar date',
    (value) => {
      expect(() => formatIsoDate(value)).toThrow(RangeError);
    },
  );
});
