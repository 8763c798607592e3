/** Storefront §9: 'Holiday 2023 messages in December: digital items on days up to the 25th say 'within 5
 * hours'; days 1-5 standard shipping; 6-8 rush; 9-10 super rush, all for arrival by 12/25.' */
import { describe, expect, it } from 'vitest';
import { holidayMessage } from '../../../src/features/catalog/domain/holiday.ts';

const december = (day: number) => new Date(2026, 11, day, 12, 0, 0);

describe('holiday delivery messages', () => {
  it('physical items: standard shipping on days 1-5, rush on 6-8, super rush on 9-10, then nothing', () => {
    for (const day of [1, 5])
      expect(holidayMessage(december(day), false)).toMatch(/standard shipping.*arrival by 12\/25/);
    for (const day of [6, 8]) {
      const message = holidayMessage(december(day), false);
      expect(message).toMatch(/ rush shipping.*arrival by 12\/25/);
      expect(message).not.toMatch(/super rush/);
    }
    for (const day of [9, 10])
      expect(holidayMessage(december(day), false)).toMatch(/super rush shipping.*arrival by 12\/25/);
    for (const day of [11, 24, 25, 31]) expect(holidayMessage(december(day), false)).toBeNull();
  });

  it("digital items: 'within 5 hours' on days up to the 25th, then nothing", () => {
    for (const day of [1, 10, 11, 25]) expect(holidayMessage(december(day), true)).toMatch(/within 5 hours/);
    for (const day of [26, 31]) expect(holidayMessage(december(day), true)).toBeNull();
  });

  it('no message outside December, at either edge of the month (local time)', () => {
    for (const date of [new Date(2026, 10, 30, 23, 59), new Date(2027, 0, 1, 0, 0), new Date(2026, 5, 3)]) {
      expect(holidayMessage(date, false)).toBeNull();
      expect(holidayMessage(date, true)).toBeNull();
    }
    expect(holidayMessage(new Date(2026, 11, 1, 0, 0), false)).toMatch(/standard shipping/);
    expect(holidayMessage(new Date(2026, 11, 10, 23, 59), false)).toMatch(/super rush/);
  });
});
