/**
 * `client:script={{ now?, query?, visible?, interaction?, click? }}`: a script island. The island's module is
 * plain browser code, not a React component to hydrate: this directive imports the module itself (the
 * island's component-url), never the framework renderer, and calls its `start(trigger)` export. It waits for
 * the first of:
 * - `now`: at once (a store whose every visit starts with the age gate);
 * - `query`: the page's URL carries one of these parameters (work that belongs to the visit itself,
 *   such as attribution or the age gate): at once;
 * - `visible`: an element matching this selector enters the viewport (an impression to record);
 * - `interaction`: the shopper's first pointer move or press, key, focus, touch or scroll anywhere;
 * - `click`: the first click on an element matching this selector (a button's Enter or Space is a click):
 *   a feature that loads only when the shopper asks for it, such as the chat widget.
 * Until then the page runs no script file at all. The triggering event goes to `start`, so the module
 * can act on it (the hover that starts a tile's image cycle, the scroll that hides the mobile header).
 */
import type { ClientDirective } from 'astro';
import { QUERY_STRING_MAX } from '../shared/query-limit.ts';

/** The directive's value, as written in the page (Astro hands it over parsed from JSON). */
export interface ScriptIslandOptions {
  now?: boolean;
  query?: readonly string[];
  visible?: string;
  interaction?: boolean;
  click?: string;
}

/** What a script island's module receives. */
export interface ScriptTrigger {
  /** The event that started it; null when the URL did. */
  event: Event | null;
  /** window.scrollY when the page set the island up (before any scroll it reacts to). */
  startScrollY: number;
}

// pointermove, not pointerover: a mouse resting where the page appears gets a pointerover from the browser
// as the page lays out under it (seen in headless Chromium at 0,0), which is no interaction by the shopper.
const INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'] as const;

/**
 * The directive's code is inlined into every page that uses it, so it is kept small: its value is this
 * project's own (written in the pages, JSON through Astro) and its module is ours, so both are read as what
 * they are; the query is only tested for the names it lists, within QUERY_STRING_MAX (the module reads the
 * values themselves through boundedQuery).
 */
const script: ClientDirective = (_load, options, el) => {
  const value: unknown = options.value;
  // The pages' own value (see above), not outside data.
  const o = (typeof value === 'object' && value ? value : {}) as ScriptIslandOptions;
  const url = el.getAttribute('component-url');
  if (!url) return;
  const startScrollY = scrollY;
  const cleanups: (() => void)[] = [];
  let started = false;
  const run = (event: Event | null): void => {
    if (started) return;
    started = true;
    cleanups.forEach((cleanup) => cleanup());
    void import(/* @vite-ignore */ url).then((mod: { start?: (trigger: ScriptTrigger) => void }) => {
      mod.start?.({ event, startScrollY });
    });
  };
  const query = new URLSearchParams(location.search.slice(1, QUERY_STRING_MAX + 1));
  if (o.now || o.query?.some((name) => query.has(name))) {
    run(null);
    return;
  }
  const listen = (type: string, listener: (event: Event) => void, passive: boolean): void => {
    addEventListener(type, listener, { capture: true, passive });
    cleanups.push(() => removeEventListener(type, listener, { capture: true }));
  };
  if (o.interaction) for (const type of INTERACTION_EVENTS) listen(type, run, true);
  const { click } = o;
  if (click)
    listen('click', (event) => event.target instanceof Element && event.target.closest(click) && run(event), false);
  const targets = o.visible ? document.querySelectorAll(o.visible) : [];
  if (targets.length > 0) {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) run(null);
    });
    targets.forEach((t) => observer.observe(t));
    cleanups.push(() => observer.disconnect());
  }
};

export default script;
