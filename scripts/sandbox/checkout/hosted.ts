/**
 * The checkout host's hosted checkout page (checkout v2, the useCheckoutV2 flag; src/features/checkout/domain/checkout-route.ts):
 *
 *   GET /v2/checkout/:id?storeSlug&method&cancelUrl
 *     → 200 HTML page naming the checkout, its store, the chosen method and its lines, with a link back to
 *       cancelUrl (only an http(s) URL is linked); 404 HTML page for a checkout unknown to that store.
 *
 * The real hosted checkout takes the payment on the host; the sandbox shows what it received, as the main
 * host's express_checkout page does, so a journey can assert where the storefront sent the shopper.
 */
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { parseQuery } from '../http.ts';
import { linesOf, loadCheckout } from './checkouts.ts';
import { escapeHtml, HTML_HEADERS, htmlFacts, htmlPage } from './html.ts';

const hostedQuery = z.object({
  storeSlug: z.string().trim().min(1).max(100),
  method: z.enum(['card', 'paypal', 'afterpay', 'wallet']).default('card'),
  cancelUrl: z.url({ protocol: /^https?$/ }).optional(),
});

export function registerHostedCheckout(ctx: SandboxContext): void {
  ctx.router.add('GET', 'checkout', '/v2/checkout/:id', (req) => {
    const query = parseQuery(req, hostedQuery);
    const id = req.params['id'] ?? '';
    const row = loadCheckout(ctx.db, id);
    if (row?.store !== query.storeSlug.toLowerCase()) {
      const body = `<p>No checkout ${escapeHtml(id)} in store ${escapeHtml(query.storeSlug)}.</p>`;
      return { status: 404, body: htmlPage('Checkout not found', body), headers: HTML_HEADERS };
    }
    const lines = linesOf(ctx.db, row)
      .map((l) => `<li>${escapeHtml(l.info.title)} (${escapeHtml(l.info.sku)}) × ${escapeHtml(l.quantity)}</li>`)
      .join('\n');
    const back = query.cancelUrl ? `<p><a href="${escapeHtml(query.cancelUrl)}">Return to the store</a></p>` : '';
    const body = [
      '<p>Hosted checkout (v2) received your checkout.</p>',
      htmlFacts([
        ['checkout', row.id],
        ['store', row.store],
        ['method', query.method],
      ]),
      `<ul aria-label="Items">\n${lines}\n</ul>`,
      back,
    ].join('\n');
    return { status: 200, body: htmlPage('Hosted checkout', body), headers: HTML_HEADERS };
  });
}
