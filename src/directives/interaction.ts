/**
 * `client:interaction="<selector>"`: hydrate an island the first time the shopper shows intent towards
 * one of its triggers (pointer over or down, focus, a key, a click) — the header's 'Get notified' link,
 * the footer's currency button — instead of at idle time on every page. A click that arrives before the
 * island is ready is replayed once it is, so the first click still opens the modal. With no value the
 * island element itself is the trigger.
 *
 * The held click is handed over as a `data-intent-pending` attribute on its trigger: an island may
 * consume it when it mounts (useModalTrigger and QuickAdd do), because React attaches effects after
 * hydration returns — on a busy phone well after it. Only if nothing has consumed it within
 * REPLAY_AFTER_MS is the click replayed (a fixed 100 ms lost first clicks under load: the replay reached
 * a page with no listener yet).
 */
const REPLAY_AFTER_MS = 2000;
const CHECK_EVERY_MS = 50;
import type { ClientDirective } from 'astro';
import { INTENT_PENDING_ATTR } from './intent.ts';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click'] as const;

const interaction: ClientDirective = (load, options, el) => {
  const selector = typeof options.value === 'string' ? options.value.trim() : '';
  let pendingClick: HTMLElement | null = null;
  let started = false;

  const matches = (target: EventTarget | null): HTMLElement | null => {
    if (!(target instanceof Element)) return null;
    if (!selector) return el.contains(target) ? el : null;
    const hit = target.closest(selector);
    return hit instanceof HTMLElement ? hit : null;
  };

  const onIntent = (event: Event): void => {
    const trigger = matches(event.target);
    if (!trigger) return;
    if (event.type === 'click' && trigger !== el) {
      // Hold the click until the island listens for it.
      event.preventDefault();
      event.stopPropagation();
      pendingClick = trigger;
      trigger.setAttribute(INTENT_PENDING_ATTR, '');
    }
    if (started) return;
    started = true;
    void load()
      .then((hydrate) => hydrate())
      .then(() => {
        for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
        const deadline = Date.now() + REPLAY_AFTER_MS;
        const check = (): void => {
          if (!pendingClick?.hasAttribute(INTENT_PENDING_ATTR)) return;
          if (Date.now() < deadline) {
            setTimeout(check, CHECK_EVERY_MS);
            return;
          }
          pendingClick.removeAttribute(INTENT_PENDING_ATTR);
          pendingClick.click();
        };
        setTimeout(check, CHECK_EVERY_MS);
      });
  };

  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: false });
};

export default interaction;
