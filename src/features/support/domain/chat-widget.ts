/**
 * The external chat widget (storefront §7: "An external chat widget is loaded on demand"), offered where the
 * store's support flag is on (§6). Its script is a host of its own (PUBLIC_CHAT_WIDGET_URL, src/hosts.ts; the
 * sandbox serves a small fake) and is fetched only when the shopper asks for chat, never with the page.
 *
 * This is not the build's live chat (checkout §2, §9: "live chat is disabled in the build", live-chat.ts):
 * /live-chat and the support texts keep saying so; the widget is the support host's own messaging window.
 *
 * The widget contract: once its script has run, `window.merchChat` has `open({ onClose })` (shows the window
 * and moves focus into it; calls onClose when the shopper closes it) and `close()`. A vendor's widget is
 * wrapped to this shape by the script the variable points at.
 */
import { httpUrl } from '../../../shared/http-url.ts';
import { chat } from '../../../shared/messages/en/chat.ts';

/** The global the widget's script defines. */
export const CHAT_WIDGET_GLOBAL = 'merchChat';

/** The English catalogue's chat part (src/shared/messages/en/chat.ts). */
export const CHAT_TEXTS = chat;

export interface ChatWidget {
  open(options: { onClose: () => void }): void;
  close(): void;
}

/** The widget's script URL when it is an absolute http(s) URL (anything else is never loaded), else null. */
export function chatWidgetSrc(url: string | undefined): string | null {
  return url === undefined ? null : (httpUrl(url)?.href ?? null);
}

/** The one rule for the launcher, the CSP and the tests: support on, and a widget script to load. */
export function chatLauncherShown(flags: { support: boolean }, widgetUrl: string | undefined): boolean {
  return flags.support && chatWidgetSrc(widgetUrl) !== null;
}

/** The widget the script defined, when it has the contract's shape; else null (the launcher says it failed). */
export function chatWidgetOf(value: unknown): ChatWidget | null {
  if (typeof value !== 'object' || value === null) return null;
  const open: unknown = Reflect.get(value, 'open');
  const close: unknown = Reflect.get(value, 'close');
  if (typeof open !== 'function' || typeof close !== 'function') return null;
  return {
    open: (options) => void Reflect.apply(open, value, [options]),
    close: () => void Reflect.apply(close, value, []),
  };
}

export type ChatState = 'idle' | 'loading' | 'open' | 'closed' | 'failed';
export type ChatEvent = 'activate' | 'loaded' | 'failed' | 'closed';
/** What the launcher does on a step: load the script, open or close the widget, or nothing. */
export type ChatEffect = 'load' | 'open' | 'close' | 'none';

/**
 * The launcher's steps. A click loads the script the first time (and again after a failure), opens the
 * widget once it is there, closes it when it is open (the button is a toggle, aria-expanded); clicks while
 * the script is on its way are ignored, so one request is made however often the shopper clicks.
 */
export function chatStep(state: ChatState, event: ChatEvent): { state: ChatState; effect: ChatEffect } {
  switch (event) {
    case 'activate':
      if (state === 'idle' || state === 'failed') return { state: 'loading', effect: 'load' };
      if (state === 'closed') return { state: 'open', effect: 'open' };
      if (state === 'open') return { state: 'closed', effect: 'close' };
      return { state, effect: 'none' };
    case 'loaded':
      return state === 'loading' ? { state: 'open', effect: 'open' } : { state, effect: 'none' };
    case 'failed':
      return state === 'loading' ? { state: 'failed', effect: 'none' } : { state, effect: 'none' };
    case 'closed':
      return state === 'open' ? { state: 'closed', effect: 'none' } : { state, effect: 'none' };
  }
}
