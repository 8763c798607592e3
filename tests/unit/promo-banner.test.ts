import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { PROMO_COPY_SCRIPT, PROMO_ROTATE_SCRIPT } from '../../src/features/catalog/domain/promo-banner.ts';

/** A banner of n codes as the script sees it: items with attributes, and listeners on the banner. */
function fakeBanner(n: number) {
  const listeners = new Map<string, () => void>();
  const items = Array.from({ length: n }, (_, i) => {
    const attrs = new Set(i === 0 ? ['data-current'] : []);
    return {
      attrs,
      setAttribute: (name: string) => attrs.add(name),
      removeAttribute: (name: string) => attrs.delete(name),
    };
  });
  const banner = {
    querySelectorAll: () => items,
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
  };
  const current = () => items.findIndex((item) => item.attrs.has('data-current'));
  const fire = (type: string) => listeners.get(type)?.();
  return { banner, current, fire };
}

describe('PROMO_ROTATE_SCRIPT', () => {
  function run(n: number) {
    const fake = fakeBanner(n);
    runInNewContext(PROMO_ROTATE_SCRIPT, {
      document: { getElementById: () => ({ closest: () => fake.banner }) },
      setInterval,
    });
    return fake;
  }

  it('shows the next code every 7 s, round the cycle', () => {
    vi.useFakeTimers();
    const { current } = run(3);
    expect(current()).toBe(0);
    vi.advanceTimersByTime(6999);
    expect(current()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(current()).toBe(1);
    vi.advanceTimersByTime(14_000);
    expect(current()).toBe(0);
    vi.useRealTimers();
  });

  it('holds while the pointer is over the banner or focus is in it', () => {
    vi.useFakeTimers();
    const { current, fire } = run(2);
    fire('mouseenter');
    vi.advanceTimersByTime(21_000);
    expect(current()).toBe(0);
    fire('mouseleave');
    fire('focusin');
    vi.advanceTimersByTime(21_000);
    expect(current()).toBe(0);
    fire('focusout');
    vi.advanceTimersByTime(7000);
    expect(current()).toBe(1);
    vi.useRealTimers();
  });

  it('starts no timer for a single code', () => {
    vi.useFakeTimers();
    const { current } = run(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(current()).toBe(0);
    vi.useRealTimers();
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
