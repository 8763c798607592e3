/**
 * The external chat widget's rules (storefront §6 support flag, §7 "An external chat widget is loaded on
 * demand"): where the launcher shows, which script URLs may ever load, the widget contract, and the
 * launcher's steps (one script request however often the shopper clicks; a toggle once open).
 */
import { describe, expect, it, vi } from 'vitest';
import {
  chatLauncherShown,
  chatStep,
  chatWidgetOf,
  chatWidgetSrc,
  type ChatEvent,
  type ChatState,
} from '../../src/features/support/domain/chat-widget.ts';

const WIDGET = 'https://widget.chat.example/v2/loader.js';

describe('chat launcher: where it shows', () => {
  it('shows where the support flag is on and a widget script is configured', () => {
    expect(chatLauncherShown({ support: true }, WIDGET)).toBe(true);
    expect(chatLauncherShown({ support: true }, 'http://localhost:4322/chat/widget.js')).toBe(true);
  });

  it('never shows where support is off', () => {
    expect(chatLauncherShown({ support: false }, WIDGET)).toBe(false);
  });

  it('never shows for a script URL that is not absolute http(s)', () => {
    for (const url of [
      undefined,
      '',
      'widget.js',
      '/chat/widget.js',
      'javascript:alert(1)',
      'data:text/javascript,1',
    ]) {
      expect(chatLauncherShown({ support: true }, url)).toBe(false);
      expect(chatWidgetSrc(url)).toBeNull();
    }
    expect(chatWidgetSrc(WIDGET)).toBe(WIDGET);
  });
});

describe('chat widget contract', () => {
  it('takes a global with open and close, and calls them on it', () => {
    const raw = { open: vi.fn(), close: vi.fn() };
    const widget = chatWidgetOf(raw);
    expect(widget).not.toBeNull();
    const onClose = () => undefined;
    widget?.open({ onClose });
    widget?.close();
    expect(raw.open).toHaveBeenCalledWith({ onClose });
    expect(raw.close).toHaveBeenCalledOnce();
  });

  it('refuses anything else', () => {
    for (const value of [undefined, null, 'merchChat', {}, { open: () => undefined }, { open: 1, close: 2 }]) {
      expect(chatWidgetOf(value)).toBeNull();
    }
  });
});

describe('chat launcher steps', () => {
  const run = (events: ChatEvent[]) => {
    let state: ChatState = 'idle';
    const effects: string[] = [];
    for (const event of events) {
      const next = chatStep(state, event);
      state = next.state;
      effects.push(next.effect);
    }
    return { state, effects };
  };

  it('loads the script on the first click only, then opens the widget', () => {
    expect(run(['activate'])).toEqual({ state: 'loading', effects: ['load'] });
    expect(run(['activate', 'activate', 'activate', 'loaded'])).toEqual({
      state: 'open',
      effects: ['load', 'none', 'none', 'open'],
    });
  });

  it('is a toggle once loaded: a click closes the open widget and opens it again, with no new request', () => {
    expect(run(['activate', 'loaded', 'activate', 'activate'])).toEqual({
      state: 'open',
      effects: ['load', 'open', 'close', 'open'],
    });
    expect(run(['activate', 'loaded', 'closed', 'activate'])).toEqual({
      state: 'open',
      effects: ['load', 'open', 'none', 'open'],
    });
  });

  it('tries again after a failed load', () => {
    expect(run(['activate', 'failed'])).toEqual({ state: 'failed', effects: ['load', 'none'] });
    expect(run(['activate', 'failed', 'activate', 'loaded'])).toEqual({
      state: 'open',
      effects: ['load', 'none', 'load', 'open'],
    });
  });

  it('ignores answers that arrive out of turn', () => {
    expect(run(['loaded', 'failed', 'closed'])).toEqual({ state: 'idle', effects: ['none', 'none', 'none'] });
    expect(run(['activate', 'loaded', 'loaded'])).toEqual({ state: 'open', effects: ['load', 'open', 'none'] });
  });
});
