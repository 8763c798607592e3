import { describe, expect, it } from 'vitest';
import {
  RECOVER_TEXTS,
  RECOVER_WINDOW_DAYS,
  recoverEmailError,
} from '../../src/features/after-purchase/domain/recover-form.ts';

describe('recover form', () => {
  it('asks for a valid email with the spec text', () => {
    expect(recoverEmailError('')).toBe('Please enter a valid email');
    expect(recoverEmailError('not-an-email')).toBe('Please enter a valid email');
    expect(recoverEmailError('ada@example.com')).toBeNull();
  });

  it('promises the orders of the 60-day window', () => {
    expect(RECOVER_WINDOW_DAYS).toBe(60);
    expect(RECOVER_TEXTS.success).toContain('orders of the last 60 days');
  });
});
