import { describe, expect, it } from 'vitest';
import { isSupportEnabled, SUPPORT_OFF_REDIRECT_STATUS, supportRedirectRules } from '../../../src/data/support.ts';
import { snapshot } from './fixture.ts';

const withSupport = (on: boolean) =>
  snapshot((s) => {
    s.flags.support = on;
  });

describe('support section', () => {
  it('follows the support flag, off by default', () => {
    expect(isSupportEnabled(withSupport(true))).toBe(true);
    expect(isSupportEnabled(withSupport(false))).toBe(false);
    expect(isSupportEnabled(snapshot())).toBe(false);
  });

  it('redirects /support and every article to / with a temporary, immediate status when off', () => {
    expect(SUPPORT_OFF_REDIRECT_STATUS).not.toBe(302); // Astro's static redirect page waits 2 s for a 302
    expect([301, 308]).not.toContain(SUPPORT_OFF_REDIRECT_STATUS); // the flag may turn on later
    expect(supportRedirectRules(withSupport(false))).toEqual(['/support / 307', '/support/* / 307']);
  });

  it('writes no redirect when on', () => {
    expect(supportRedirectRules(withSupport(true))).toEqual([]);
  });
});
