import { describe, expect, it } from 'vitest';
import { SIGN_UP_TEXTS, signUpFailureText } from '../../src/features/support/domain/sign-up.ts';

describe('sign-up failure text', () => {
  it("says the provider's own words when it gave any", () => {
    expect(signUpFailureText('This list is closed to new sign-ups.')).toBe('This list is closed to new sign-ups.');
    expect(signUpFailureText('  Try again later.  ')).toBe('Try again later.');
  });

  it('asks to try again when the provider said nothing', () => {
    for (const nothing of [undefined, '', '   ']) {
      expect(signUpFailureText(nothing)).toBe('Something went wrong. Please try again.');
    }
    expect(SIGN_UP_TEXTS.failed).toBe('Something went wrong. Please try again.');
  });
});
