/**
 * The main site host (base path /main): the legacy express checkout the storefront redirects to.
 *
 *   GET /express_checkout?currency&locale&payment_method&ship_method=1&skus&store_id&store_url
 *                         [&aid&device_id&_ga&content_ids&shipping&method]
 *     → 200 HTML page echoing what it received (a definition list, a table of skus, and the parsed
 *       parameters as JSON in <pre id="express-checkout-received">), or 400 errors list naming the parameter.
 *     With an address as JSON in `shipping`: the international delivery step (../checkout/international.ts),
 *     whose form posts to POST /express_checkout/international and places the order.
 * skus is a comma-separated list of `${sku}_${quantity}` (sku = itemGroupId_colorId_sizeId).
 *
 *   GET /creator-404[?store]
 *     → 404 HTML page: the platform's page for a shop that does not exist (storefront §1 and §8: "A missing
 *       store sends the browser to an external creator 404 page"), naming the store it was sent for.
 */
import { z } from 'zod';
import { CURRENCIES } from '../catalog.ts';
import type { SandboxContext } from '../context.ts';
import { errorItem, HttpError, parseBody, parseQuery } from '../http.ts';
import { internationalStep, placeInternationalOrder, shippingAddressOf } from '../checkout/international.ts';
import { escapeHtml, HTML_HEADERS, htmlFacts, htmlPage } from '../checkout/html.ts';

export const EXPRESS_PAYMENT_METHODS = ['afterpay', 'stripe', 'paypal', 'googlepay', 'applepay'] as const;

const skuQuantity = z.string().regex(/^[^_,\s]+(_[^_,\s]+)*_[1-9]\d{0,2}$/, 'must be sku_quantity');
const optional = z.string().max(500).optional();

export const expressQuery = z.object({
  currency: z.enum(CURRENCIES),
  locale: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a locale like en or pt-BR'),
  payment_method: z.enum(EXPRESS_PAYMENT_METHODS),
  ship_method: z.literal('1'),
  skus: z
    .string()
    .min(1)
    .transform((s) => s.split(','))
    .pipe(z.array(skuQuantity).min(1)),
  store_id: z.string().trim().min(1).max(100),
  store_url: z.url({ protocol: /^https?$/ }),
  aid: optional,
  device_id: optional,
  _ga: optional,
  content_ids: optional,
  // The shipping method's name, or (the international step) the delivery address as JSON.
  shipping: z.string().max(2000).optional(),
  method: optional,
});

function skuTable(skus: string[]): string {
  const rows = skus.map((entry) => {
    const cut = entry.lastIndexOf('_');
    return `<tr><td>${escapeHtml(entry.slice(0, cut))}</td><td>${escapeHtml(entry.slice(cut + 1))}</td></tr>`;
  });
  return `<table>\n<caption>Items</caption>\n<thead><tr><th scope="col">SKU</th><th scope="col">Quantity</th></tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`;
}

const creatorQuery = z.object({ store: z.string().max(100).optional() });

export function register(ctx: SandboxContext): void {
  ctx.router.add('GET', 'main', '/creator-404', (req) => {
    const { store } = parseQuery(req, creatorQuery);
    const named = store ? ` named <strong id="creator-404-store">${escapeHtml(store)}</strong>` : '';
    const body = `<p>There is no shop${named} here. It may have moved or closed.</p>`;
    return { status: 404, body: htmlPage('Creator not found', body), headers: HTML_HEADERS };
  });
  // The platform's support page for a visitor who answered 'No' to a store's age gate (storefront §4).
  ctx.router.add('GET', 'main', '/support/age-restricted', (req) => {
    const { store } = parseQuery(req, creatorQuery);
    const named = store ? ` <strong id="age-restricted-store">${escapeHtml(store)}</strong>` : '';
    const body =
      `<p>The shop${named} sells products for visitors 21 or older only.</p>` +
      '<p>You can keep browsing other shops on the platform.</p>';
    return { status: 200, body: htmlPage('Age-restricted shop', body), headers: HTML_HEADERS };
  });
  ctx.router.add('GET', 'main', '/express_checkout', (req) => {
    const query = parseQuery(req, expressQuery);
    // An address in `shipping` is the storefront's international button: the international step.
    const address = shippingAddressOf(query.shipping);
    if (address !== null) return internationalStep(ctx, query, address, Object.fromEntries(req.query.entries()));
    const facts = htmlFacts(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
    const received = `<pre id="express-checkout-received">${escapeHtml(JSON.stringify(query))}</pre>`;
    const body = `<p>Express checkout received your cart.</p>\n${facts}\n${skuTable(query.skus)}\n${received}`;
    return { status: 200, body: htmlPage('Express checkout', body), headers: HTML_HEADERS };
  });
  ctx.router.add('POST', 'main', '/express_checkout/international', (req) => {
    const query = parseBody(req, expressQuery);
    const address = shippingAddressOf(query.shipping);
    if (address === null) {
      throw new HttpError(400, [
        errorItem(400, 'invalid_field', 'shipping: the delivery address is required', { pointer: '/shipping' }),
      ]);
    }
    return placeInternationalOrder(ctx, query, address);
  });
}
