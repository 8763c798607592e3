import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  FBQ_SCRIPT_URL,
  GTAG_SCRIPT_URL,
  pixelStubScript,
} from '../../src/features/analytics/components/pixel-stub.ts';

interface FakeWindow {
  requestIdleCallback: (fn: () => void) => void;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue: unknown[][] };
  _fbq?: unknown;
}

/** Runs the inline script against a fake window/document; returns the window and the scripts it added. */
function run(script: string, webdriver: boolean): { win: FakeWindow; added: string[]; idle: () => void } {
  const added: string[] = [];
  let idle: (() => void) | null = null;
  const requestIdleCallback = (fn: () => void) => (idle = fn);
  const win: FakeWindow = { requestIdleCallback };
  const document = {
    createElement: () => ({ async: false, src: '' }),
    head: { appendChild: (el: { src: string }) => added.push(el.src) },
  };
  // The script refers to `window`, `document`, `navigator` and `requestIdleCallback` as globals.
  runInNewContext(script, { window: win, document, navigator: { webdriver }, requestIdleCallback });
  return { win, added, idle: () => idle?.() };
}

describe('pixelStubScript', () => {
  it('is null for a store without pixels', () => {
    expect(pixelStubScript({ googleAnalytics: null, facebook: null })).toBeNull();
  });

  it('queues gtag config and the fbq init and PageView once, then loads the vendors at idle', () => {
    const script = pixelStubScript({ googleAnalytics: 'G-ABC123', facebook: '1234567890' }) ?? '';
    const { win, added, idle } = run(script, false);
    const commands = (win.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>)[0]);
    expect(commands).toEqual(['js', 'config']);
    expect(win.fbq?.queue).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
    expect(added).toEqual([]);
    idle();
    expect(added).toEqual([`${GTAG_SCRIPT_URL}G-ABC123`, FBQ_SCRIPT_URL]);
  });

  it('never loads a vendor script in an automated browser', () => {
    const script = pixelStubScript({ googleAnalytics: 'G-ABC123', facebook: null }) ?? '';
    const { win, added, idle } = run(script, true);
    idle();
    expect(added).toEqual([]);
    expect(win.fbq).toBeUndefined();
    expect(win.dataLayer).toHaveLength(2);
  });

  it('cannot be closed by a value', () => {
    expect(pixelStubScript({ googleAnalytics: '</script>', facebook: null })).not.toContain('</script>');
  });
});
