/**
 * The store's analytics pixels as one small inline script at the end of the body (storefront §7): the
 * standard gtag and fbq queueing stubs with their `config` / `init` + `PageView` commands, then, at idle
 * and outside automated browsers, the vendors' own scripts. This is what must happen on every visit even
 * when the shopper touches nothing; it is the same contract as src/features/analytics/browser/track.ts's adapters (that
 * module finds the stubs installed and only adds events), so it runs no file of ours. Pages of a store
 * without pixels get no script at all.
 */
import type { PixelConfig } from '../domain/analytics.ts';

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js?id=';
export const FBQ_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

/** The inline script for `config` (ids already checked by parsePixelConfig), or null without pixels. */
export function pixelStubScript(config: PixelConfig): string | null {
  if (!config.googleAnalytics && !config.facebook) return null;
  // `<` escaped so no value can close the script element.
  const c = JSON.stringify({ g: config.googleAnalytics, f: config.facebook }).replace(/</g, '\\u003c');
  return [
    '(function(w,d,c){var l=w.dataLayer=w.dataLayer||[];',
    "if(c.g&&!w.gtag){w.gtag=function(){l.push(arguments)};w.gtag('js',new Date());w.gtag('config',c.g)}",
    'if(c.f&&!w.fbq){var q=function(){if(q.callMethod)q.callMethod.apply(q,arguments);',
    "else q.queue.push([].slice.call(arguments))};q.queue=[];q.loaded=!0;q.version='2.0';q.push=q;",
    "w.fbq=q;w._fbq=w._fbq||q;q('init',c.f);q('track','PageView')}",
    'if(navigator.webdriver)return;',
    "var a=function(s){var e=d.createElement('script');e.async=!0;e.src=s;d.head.appendChild(e)};",
    `var go=function(){if(c.g)a(${JSON.stringify(GTAG_SCRIPT_URL)}+encodeURIComponent(c.g));`,
    `if(c.f)a(${JSON.stringify(FBQ_SCRIPT_URL)})};`,
    "if('requestIdleCallback' in w)requestIdleCallback(go,{timeout:2000});else setTimeout(go,1)",
    `})(window,document,${c})`,
  ].join('');
}
