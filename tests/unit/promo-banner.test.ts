import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { PROMO_COPY_SCRIPT, promoRotationCss } from '../../src/lib/promo-banner.ts';

describe('promoRotationCss', () => {
  it('is empty for fewer than two codes', () => {
    expect(promoRotationCss(0)).toBe('');
    expect(promoRotationCss(1)).toBe('');
  });

  it('gives each of n codes a 7 s slot of an n × 7 s cycle', () => {
    const css = promoRotationCss(3);
    expect(css).toContain('@keyframes promo-slot{0%{visibility:visible}33.3333%{visibility:hidden}}');
    expect(css).toContain('animation:promo-slot 21s step-end infinite');
    expect(css).toContain('.promo__item:nth-child(3){animation-delay:14s}');
  });
});

describe('PROMO_COPY_SCRIPT', () => {
  it("copies the clicked code and says 'Copied!' for 3 s", async () => {
    vi.useFakeTimers();
    let onClick: ((e: unknown) => void) | undefined;
    const status = { textContent: '' };
    const writeText = vi.fn(() => Promise.resolve());
    runInNewContext(PROMO_COPY_SCRIPT, {
      document: {
        addEventListener: (_: string, fn: (e: unknown) => void) => (onClick = fn),
        getElementById: () => status,
      },
      navigator: { clipboard: { writeText } },
      setTimeout,
      clearTimeout,
    });
    const button = { getAttribute: () => 'SAVE10' };
    onClick?.({ target: { closest: () => button } });
    await vi.waitFor(() => expect(status.textContent).toBe('Copied!'));
    expect(writeText).toHaveBeenCalledWith('SAVE10');
    vi.advanceTimersByTime(3000);
    expect(status.textContent).toBe('');
    vi.useRealTimers();
  });
});
