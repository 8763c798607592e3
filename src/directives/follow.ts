/**
 * `client:follow`: hydrate once any other island on the page has hydrated. For islands that only react to
 * shared state other islands change (the toasts, the cart confirmation): they cost nothing until the
 * shopper has already paid for React by using some other island, and they cannot miss what that island
 * does, because nanostores keep the state until they read it.
 */
import type { ClientDirective } from 'astro';

const follow: ClientDirective = (load, _options, el) => {
  const start = (): void => {
    observer.disconnect();
    void load().then((hydrate) => hydrate());
  };
  // Astro removes the `ssr` attribute from an island when it has hydrated.
  const observer = new MutationObserver((records) => {
    if (records.some((r) => r.target !== el && r.target instanceof Element && !r.target.hasAttribute('ssr'))) start();
  });
  const others = [...document.querySelectorAll('astro-island')].filter((island) => island !== el);
  if (others.some((island) => !island.hasAttribute('ssr'))) {
    start();
    return;
  }
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
};

export default follow;
