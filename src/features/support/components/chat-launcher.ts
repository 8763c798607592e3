/**
 * The chat launcher's script (ChatIsland.tsx, started by client:script on the first click on the launcher,
 * which a keyboard's Enter or Space on the button is too): it adds the widget's <script> to the page only
 * then, opens the widget once it has run, and keeps the button in step (aria-expanded, aria-busy). Focus
 * goes into the widget when it opens and back to the launcher when it closes; Escape closes it. What it says
 * is in the buyer's locale (the catalogue's chat part), where the translation has it.
 */
import { hosts } from '../../../config.ts';
import { $localizer, textsOf } from '../../localization/index.ts';
import type { ScriptTrigger } from '../../../directives/script.ts';
import {
  CHAT_TEXTS,
  CHAT_WIDGET_GLOBAL,
  chatStep,
  chatWidgetOf,
  chatWidgetSrc,
  type ChatEvent,
  type ChatState,
  type ChatWidget,
} from '../domain/chat-widget.ts';

export const CHAT_LAUNCHER_SELECTOR = '[data-chat-launcher]';

/** Adds the widget's script once; its widget, or null when it fails to load or breaks the contract. */
function loadWidget(src: string): Promise<ChatWidget | null> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(chatWidgetOf(Reflect.get(window, CHAT_WIDGET_GLOBAL))));
    script.addEventListener('error', () => {
      script.remove(); // a later click tries again with a fresh element
      resolve(null);
    });
    document.head.append(script);
  });
}

export function startChat(trigger: ScriptTrigger): void {
  const launcher = document.querySelector<HTMLButtonElement>(CHAT_LAUNCHER_SELECTOR);
  const status = document.querySelector<HTMLElement>('[data-chat-status]');
  const src = chatWidgetSrc(hosts.chat);
  if (!launcher || !src) return;
  let state: ChatState = 'idle';
  let widget: ChatWidget | null = null;
  const sayState = () => {
    if (status) status.textContent = state === 'failed' ? textsOf('chat', CHAT_TEXTS).failed : '';
  };
  // Listening loads the buyer's translation (this module starts on the first click); it says what is said.
  $localizer.listen(sayState);

  const onClose = () => {
    step('closed');
    launcher.focus();
  };
  const step = (event: ChatEvent): void => {
    const next = chatStep(state, event);
    state = next.state;
    launcher.setAttribute('aria-expanded', String(state === 'open'));
    launcher.toggleAttribute('aria-busy', state === 'loading');
    sayState();
    if (next.effect === 'open') widget?.open({ onClose });
    else if (next.effect === 'close') widget?.close();
    else if (next.effect === 'load') {
      void loadWidget(src).then((loaded) => {
        widget = loaded;
        step(loaded ? 'loaded' : 'failed');
      });
    }
  };

  launcher.addEventListener('click', () => step('activate'));
  // The widget should close itself on Escape; this makes sure it does, whatever the vendor.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || state !== 'open') return;
    widget?.close();
    onClose();
  });
  // The click that loaded this module has already gone by the launcher's new listener.
  if (trigger.event) step('activate');
}
