/**
 * `client:follow`: hydrate once any other island on the page has hydrated. For islands that only react to
 * shared state other islands change (the toasts, the cart confirmation): they cost nothing until the
 * shopper has already paid for React by using some other island, and they cannot miss what that island
 * does, because nanostores keep the state until they read it. Inlined into every page: kept small.
 */
import type { ClientDirective } from 'astro';

const follow: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = (event?: Event): void => {
    if (started || event?.target === el) return;
    started = true;
    removeEventListener('astro:hydrate', start, true);
    void load().then((hydrate) => hydrate());
  };
  // Astro removes an island's `ssr` attribute, then dispatches astro:hydrate on it, once it has hydrated
  // (the event does not bubble: it is caught on its way down).
  if ([...document.querySelectorAll('astro-island:not([ssr])')].some((island) => island !== el)) start();
  else addEventListener('astro:hydrate', start, true);
};

export default follow;
