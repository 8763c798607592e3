/**
 * Analytics out of the browser (storefront §7, issue §8): every event goes exactly once to the tag
 * manager's data layer (`window.dataLayer.push({event, ecommerce})`) and to each pixel the store's
 * marketingPixels configure, read from BaseLayout's `<script type="application/json" id="sf-pixels">`:
 * - googleAnalytics → gtag('event', name, {...ecommerce, send_to: id}); gtag is the standard stub that
 *   queues Arguments objects onto window.dataLayer (tag managers treat those as commands, not events,
 *   so the event object above is still the only one that triggers tags).
 * - facebook → fbq('track', …) on the standard queueing fbq stub (window.fbq.queue).
 * The adapters only queue. The vendors' scripts are fetched by the inline pixel stub that BaseLayout writes
 * (src/features/analytics/components/pixel-stub.ts: at idle, never in automated browsers), so tests assert the queues.
 * An effect, so no store calls it: the features' listener modules (src/features/<feature>/listeners/) and the
 * visit module do.
 */
import {
  fbqCommand,
  gtagCommand,
  parsePixelConfig,
  type AnalyticsEvent,
  type PixelConfig,
} from '../domain/analytics.ts';

type Command = (...args: unknown[]) => void;
interface Fbq extends Command {
  queue: unknown[];
  push?: Command;
  loaded?: boolean;
  version?: string;
  callMethod?: Command;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Command;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const PIXELS_ELEMENT_ID = 'sf-pixels';

let pixels: PixelConfig | null = null;

function readPixels(): PixelConfig {
  if (pixels) return pixels;
  let raw: unknown = null;
  try {
    raw = JSON.parse(document.getElementById(PIXELS_ELEMENT_ID)?.textContent ?? 'null');
  } catch {
    raw = null;
  }
  pixels = parsePixelConfig(raw);
  installAdapters(pixels);
  return pixels;
}

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

function installAdapters(config: PixelConfig): void {
  if (config.googleAnalytics && !window.gtag) {
    window.gtag = function gtag() {
      // gtag.js reads Arguments objects only; an array would be ignored.
      // eslint-disable-next-line prefer-rest-params
      dataLayer().push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', config.googleAnalytics);
  }
  if (config.facebook && !window.fbq) {
    const fbq: Fbq = Object.assign(
      function fbqStub(...args: unknown[]) {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      },
      { queue: [] as unknown[], loaded: true, version: '2.0' },
    );
    fbq.push = fbq;
    window.fbq = fbq;
    window._fbq ??= fbq;
    fbq('init', config.facebook);
    fbq('track', 'PageView');
  }
}

/** Pushes one event to the data layer and every configured pixel. */
export function trackEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  const config = readPixels();
  dataLayer().push({ event: event.event, ecommerce: event.ecommerce });
  if (config.googleAnalytics) window.gtag?.(...gtagCommand(event, config.googleAnalytics));
  const fb = config.facebook ? fbqCommand(event) : null;
  if (fb) window.fbq?.(...fb);
}

const viewed = new Set<string>();

/** Tracks a view event once per key (e.g. listingId-productId); false when already sent. */
export function trackViewOnce(key: string, event: AnalyticsEvent): boolean {
  if (viewed.has(key)) return false;
  viewed.add(key);
  trackEvent(event);
  return true;
}

/** Lets the next view of `key` (or of everything) be sent again: a related product was clicked. */
export function resetViewOnce(key?: string): void {
  if (key === undefined) viewed.clear();
  else viewed.delete(key);
}
