/**
 * The listing page's parts that belong to one product of a multi-product listing (storefront §2: a listing
 * offers products, each with its colours and sizes): the product type under the title and the Product
 * Details tab with its size chart are rendered for every product, marked data-product-part with the product's
 * id, and only the chosen one shows. The head's facts follow the choice: the Product JSON-LD's type, pictures
 * and sku, and the Open Graph picture and price. Together with the price, the gallery and ?pid= (the options
 * island's), nothing of the previous product stays.
 */
export interface ProductFacts {
  productId: string;
  /** The product's type as shown, e.g. 'Classic Tee'. */
  category: string;
  /** The chosen colour's pictures, absolute URLs. */
  images: readonly string[];
  /** The chosen colour and size as the listing names a sku ('{itemGroupId}_{colorId}_{sizeId}'). */
  sku: string;
  /** The chosen price in the listing's currency, in decimal ('49.99'), as the head's product:price:amount. */
  priceAmount: string | null;
}

export const PRODUCT_PART_ATTRIBUTE = 'data-product-part';

export function showProduct(doc: Document, facts: ProductFacts): void {
  for (const part of doc.querySelectorAll<HTMLElement>(`[${PRODUCT_PART_ATTRIBUTE}]`)) {
    part.hidden = part.getAttribute(PRODUCT_PART_ATTRIBUTE) !== facts.productId;
  }
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    const json = parseJson(script.textContent);
    if (typeof json !== 'object' || json === null || !('@type' in json) || json['@type'] !== 'Product') continue;
    script.textContent = JSON.stringify({
      ...json,
      sku: facts.sku,
      category: facts.category,
      image: [...facts.images],
    });
  }
  const picture = facts.images[0];
  if (picture !== undefined) {
    for (const meta of doc.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]')) {
      meta.setAttribute('content', picture);
    }
  }
  if (facts.priceAmount !== null) {
    doc.querySelector('meta[property="product:price:amount"]')?.setAttribute('content', facts.priceAmount);
  }
}

/** The block's JSON, or null when it is not JSON (a block the page did not write is left alone). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text || 'null');
  } catch {
    return null;
  }
}
