/**
 * The main host's international delivery step (issue 13): express_checkout with the typed address in
 * `shipping` shows the order priced in the buyer's currency and places it; a destination the store cannot
 * ship to gets checkout.md §8's cannot-deliver message; address fields of one character are refused (§9).
 */
import { describe, expect, it } from 'vitest';
import { buildExpressCheckoutUrl } from '../../src/features/checkout/api/express.ts';
import { line } from './checkout-flow.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();

const CANNOT_DELIVER =
  'Sorry, we can’t deliver the items to your destination. Please change your destination or contact support to be able to complete the purchase.';

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+442079460000',
  address1: '10 Downing St',
  city: 'London',
  zip: 'SW1A 2AA',
  countryCode: 'GB',
};

function stepPath(shipping: Record<string, string>, currency = 'GBP'): string {
  const url = buildExpressCheckoutUrl(sb.hosts.main, {
    currency,
    locale: 'en',
    paymentMethod: 'stripe',
    skus: [{ sku: line().sku, quantity: 2 }],
    storeId: 'st_demo',
    storeUrl: 'http://localhost:4321/',
    shipping: JSON.stringify(shipping),
  });
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** The hidden fields of the step's form, as the browser would post them. */
function formFields(html: string): URLSearchParams {
  const fields = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    const decode = (s: string) =>
      s
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    fields.set(decode(m[1] ?? ''), decode(m[2] ?? ''));
  }
  return fields;
}

describe('the international delivery step on the main host', () => {
  it('shows the typed address and prices in the buyer currency, then places the order', async () => {
    const res = await sb.call(stepPath(ADDRESS));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('International delivery');
    expect(html).toContain('10 Downing St');
    expect(html).toContain('London, SW1A 2AA');
    expect(html).toMatch(/id="international-total">£\d+\.\d{2}</);
    expect(html).not.toContain('$');
    const posted = await sb.call('/main/express_checkout/international', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: formFields(html).toString(),
    });
    expect(posted.status).toBe(201);
    const placed = await posted.text();
    expect(placed).toContain('Order placed');
    const cartId = /id="international-cart-id">([^<]+)</.exec(placed)?.[1] ?? '';
    const order = await sb.call(`/commerce/v1/orders?cartId=${cartId}`);
    expect(order.status).toBe(200);
    const body = (await order.json()) as {
      totalCost: { currency: string; amount: number };
      shippingAddress: { countryCode: string; address1: string };
    };
    expect(body.totalCost.currency).toBe('GBP');
    expect(body.totalCost.amount).toBeGreaterThan(0);
    expect(body.shippingAddress).toMatchObject({ countryCode: 'GB', address1: '10 Downing St' });
  });

  it('a destination the store cannot ship to gets the cannot-deliver message and no order form', async () => {
    const res = await sb.call(stepPath({ ...ADDRESS, city: 'Pyongyang', countryCode: 'KP' }));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(CANNOT_DELIVER);
    expect(html).not.toContain('<form');
  });

  it('refuses address fields of one character (§9: length over 1), naming them', async () => {
    const res = await sb.call(stepPath({ ...ADDRESS, city: 'L', zip: 'S' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { detail: string }[] };
    const details = body.errors.map((e) => e.detail).join(' ');
    expect(details).toContain('shipping.city');
    expect(details).toContain('shipping.zip');
  });

  it('without an address in shipping the express checkout echo is unchanged', async () => {
    const url = new URL(
      buildExpressCheckoutUrl(sb.hosts.main, {
        currency: 'USD',
        locale: 'en',
        paymentMethod: 'afterpay',
        skus: [{ sku: line().sku, quantity: 1 }],
        storeId: 'st_demo',
        storeUrl: 'http://localhost:4321/',
        shipping: 'standard',
      }),
    );
    const res = await sb.call(`${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Express checkout received your cart.');
  });
});
