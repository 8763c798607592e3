import { describe, expect, it } from 'vitest';
import { buildExpressCheckoutUrl } from '../../src/features/checkout/api/express.ts';
import { line } from './checkout-flow.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();

describe('express checkout on the main host', () => {
  it('echoes every parameter the storefront sends, escaped', async () => {
    const sample = line();
    const url = buildExpressCheckoutUrl(sb.hosts.main, {
      currency: 'USD',
      locale: 'en',
      paymentMethod: 'afterpay',
      skus: [
        { sku: sample.sku, quantity: 2 },
        { sku: line({ index: 1 }).sku, quantity: 1 },
      ],
      storeId: 'st_demo',
      storeUrl: 'http://localhost:4321/',
      aid: '<b>partner</b>',
      deviceId: 'dev-1',
      ga: 'GA1.2.3',
      contentIds: ['a', 'b'],
      shipping: 'standard',
      method: 'afterpay',
    });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).not.toContain('<b>partner</b>');
    expect(html).toContain('&lt;b&gt;partner&lt;/b&gt;');
    expect(html).toContain(`<td>${sample.sku}</td><td>2</td>`);
    const received = /<pre id="express-checkout-received">([^<]*)<\/pre>/.exec(html)?.[1] ?? '';
    const parsed = JSON.parse(
      received
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    ) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      currency: 'USD',
      ship_method: '1',
      store_id: 'st_demo',
      device_id: 'dev-1',
      _ga: 'GA1.2.3',
      content_ids: 'a,b',
      aid: '<b>partner</b>',
    });
  });

  it('names a missing or malformed parameter', async () => {
    const res = await sb.call(
      '/main/express_checkout?currency=USD&locale=en&payment_method=bitcoin&ship_method=2&skus=abc&store_id=x&store_url=nope',
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { source: { parameter: string } }[] };
    expect(body.errors.map((e) => e.source.parameter).sort()).toEqual([
      'payment_method',
      'ship_method',
      'skus.0',
      'store_url',
    ]);
  });
});
