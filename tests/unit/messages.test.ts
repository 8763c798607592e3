/**
 * The message catalogue (issue 16): English holds the spec's texts word for word; a translation replaces
 * texts one by one and English fills in the rest; a translation file has only English's keys; adding one
 * is adding a file to the folder the registry globs; plural sets follow the locale's rules.
 * Expected texts are copied from ../shared/spec/storefront.md and checkout.md, not from the app.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fill, translated, type Template } from '../../src/shared/messages/catalogue.ts';
import { en, type Translation } from '../../src/shared/messages/en/index.ts';
import { localize, strayKeys } from '../../src/shared/messages/merge.ts';
import de from '../../src/shared/messages/translations/de.ts';
import { messagesWith, translationsByLocale } from '../../src/features/localization/domain/messages.ts';
import { countText } from '../../src/features/localization/domain/plural.ts';
import { messagesFor } from '../../src/features/localization/stores/translation-load.ts';
import { LOCALES } from '../../src/features/localization/domain/money.ts';
import { $localization } from '../../src/features/localization/stores/localization.ts';
import { $localizer, textsOf } from '../../src/features/localization/stores/translation.ts';
import { $uiTexts } from '../../src/ui/stores/ui-texts.ts';
import { toastTitle } from '../../src/ui/toasts.ts';

/** Every text of a catalogue part, plural forms included. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node !== 'object' || node === null) return [];
  return Object.values(node).flatMap(texts);
}

const english = new Set(texts(en));

describe('the English catalogue', () => {
  it("holds the storefront spec's quoted texts, word for word", () => {
    const quoted = [
      'Explore',
      'Get notified',
      'Report this product',
      'Load More',
      'No results for "{term}"',
      'There are no products for this category',
      '30 Day Free Return Policy',
      '30 Day Free Return Policy. Learn more',
      'Similar Products',
      'You might also like',
      'Frequently bought together',
      'Latest releases',
      'My Cart',
      'Your cart is empty.',
      'Subtotal',
      'Shipping & taxes are calculated at checkout',
      '404! Page not found',
      'Somehow you have come to a page that does not exist.',
      'Go to homepage',
      'Added to cart',
      'Preferences',
      'Copied!',
      'Out of stock',
      'This product is out of stock.',
      'Some items were removed from your cart because they are not available at this time.',
      'The following item(s) were removed from your cart because they are not available at this time.',
      'Please enter your full name',
      'Please enter a valid email',
      'Please enter your street address',
      'Please enter your city',
      'Please enter your zipcode',
      'Please enter a valid zipcode',
      'Please select your state',
      'Please select your country',
      'Yes',
      'No',
    ];
    expect(quoted.filter((text) => !english.has(text))).toEqual([]);
    expect(fill(en.common.sizeColor, { size: 'x', color: 'y' })).toBe('Size: x, Color: y');
    expect(fill(en.chrome.collectionTitle, { collection: 'Hoodies', store: 'Northwind' })).toBe('Hoodies | Northwind');
    expect(fill(en.common.noResults, { term: 'hood' })).toBe('No results for "hood"');
    expect(en.holiday.digital).toContain('within 5 hours');
    for (const physical of [en.holiday.standard, en.holiday.rush, en.holiday.superRush])
      expect(physical).toContain('arrival by 12/25');
  });

  it("holds the checkout spec's quoted texts, word for word", () => {
    const quoted = [
      'Customer details',
      'Delivery options',
      'Payment methods',
      'Email address',
      'Street address',
      'Apt / suite / building etc (Optional)',
      'City / Town',
      'Select state',
      'Zip code',
      'Select country',
      'Phone number',
      'Deliver to this address',
      'Name on card',
      'Your cart',
      'Have a promo code?',
      'Verify your address',
      'The payment cannot be authorized.',
      "Sorry, we're having difficulty with AfterPay.",
      'Please enter your order number',
      'Please select the reason for your contact',
      'Please tell us why you are contacting us',
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your phone number',
      'Please enter a valid phone number',
      "We noticed you're outside of the United States. A few more steps are needed for international delivery. Click the button below.",
      'Sorry, this promo code cannot be applied to your order.',
      'Please enter your address before you enter a promo code.',
      'Error checking out! Please try again.',
      'Error checking out: {message}',
      'Payment failed, please try again.',
      'Sorry, we can’t deliver the items to your destination. Please change your destination or contact support to be able to complete the purchase.',
      'There was an issue authorizing with PayPal.',
      'Error when getting payment intent.',
      'Total cost',
      'Pay now with afterpay',
      'PayPal',
      'Place order',
      'Pay',
      'Login',
      'Error',
      'Success',
      'Track my order',
    ];
    expect(quoted.filter((text) => !english.has(text))).toEqual([]);
  });
});

describe('a translation over English', () => {
  it('replaces the texts it has, one by one, and keeps English for every other', async () => {
    const messages = await messagesFor('de', en);
    // German where the translation has a text…
    expect(messages.cart.remove).toBe('Entfernen');
    expect(messages.common.cartTitle).toBe('Mein Warenkorb');
    expect(fill(messages.common.sizeColor, { size: 'M', color: 'Schwarz' })).toBe('Größe: M, Farbe: Schwarz');
    // …and English beside it in the same part, and in parts it does not touch.
    expect(messages.cart.payLater).toBe('Pay Later');
    expect(messages.common.returnPolicyLearnMore).toBe('30 Day Free Return Policy. Learn more');
    expect(messages.checkout.notYetCalculated).toBe('Calculated at next step');
    // The same keys as English, nothing lost or added.
    expect(texts(messages)).toHaveLength(texts(en).length);
  });

  it('is English for English, for a locale no file translates and for an unknown locale', async () => {
    for (const locale of ['en', 'en-GB', 'fr', 'xx', ''])
      expect(texts(await messagesFor(locale, en)), locale).toEqual(texts(en));
  });

  it('falls back per text: an empty text or a wrong shape is English', () => {
    const odd = { cart: { remove: '', ok: 'Gut' }, common: 'not a part' } as unknown as Translation;
    const messages = messagesWith(en, odd);
    expect(messages.cart.remove).toBe('Remove');
    expect(messages.cart.ok).toBe('Gut');
    expect(messages.common.cartTitle).toBe('My Cart');
  });

  it("takes a plural set whole, in the translation's categories", () => {
    const polish: Translation = {
      cart: { itemCount: { one: '({count} produkt)', few: '({count} produkty)', other: '({count} produktów)' } },
    };
    const forms = localize(en.cart, polish.cart).itemCount;
    expect(countText(forms, 1, 'en')).toBe('(1 produkt)');
    // English has no 'few': it is the translation's own set, not a mix of both.
    expect(forms).toEqual(polish.cart?.itemCount);
    // A set without 'other' is not one: English stays.
    const broken = { cart: { itemCount: { one: 'x' } } } as unknown as Translation;
    expect(localize(en.cart, broken.cart).itemCount).toEqual(en.cart.itemCount);
  });
});

describe('translation files', () => {
  const shipped = import.meta.glob<Translation>('../../src/shared/messages/translations/*.ts', {
    import: 'default',
    eager: true,
  });

  it("each is named for one of the spec's locales and has only English's keys", () => {
    expect(Object.keys(shipped).length).toBeGreaterThan(0);
    for (const [path, translation] of Object.entries(shipped)) {
      const name = /([^/]+)\.ts$/.exec(path)?.[1];
      expect(LOCALES, path).toContain(name);
      expect(strayKeys(en, translation), path).toEqual([]);
    }
  });

  it('the key check finds a key English does not have, and a text where English has a part', () => {
    expect(strayKeys(en, { cart: { remove: 'x', removeAll: 'y' } })).toEqual(['cart.removeAll']);
    expect(strayKeys(en, { carts: {} })).toEqual(['carts']);
    expect(strayKeys(en, { cart: 'x' })).toEqual(['cart']);
    expect(strayKeys(en, { cart: { itemCount: { one: 'a', other: 'b', plenty: 'c' } } })).toEqual([
      'cart.itemCount.plenty',
    ]);
  });

  it('adding one is adding a file: the registry finds it by its name, and English fills what it lacks', async () => {
    const folder = translationsByLocale(
      import.meta.glob<Translation>('./fixtures/messages/*.ts', { import: 'default' }),
    );
    // nl.ts is found; xx.ts is not one of the spec's locales.
    expect([...folder.keys()]).toEqual(['nl']);
    const load = folder.get('nl');
    if (!load) throw new Error('nl.ts was not found');
    const dutch = messagesWith(en, await load());
    expect(dutch.cart.remove).toBe('Verwijderen');
    expect(dutch.common.cartTitle).toBe('Mijn winkelwagen');
    expect(countText(dutch.cart.itemCount, 2, 'nl')).toBe('(2 artikelen)');
    expect(dutch.cart.checkout).toBe('Checkout');
    expect(dutch.common.cartEmpty).toBe('Your cart is empty.');
  });

  it('the shipped German file is found without being registered anywhere', async () => {
    expect((await messagesFor('de', en)).options.addToCart).toBe('In den Warenkorb');
    expect(de.options.addToCart).toBe('In den Warenkorb');
  });
});

describe("the buyer's texts in the browser ($localizer)", () => {
  const before = $localization.get();
  afterEach(() => {
    $localization.set(before);
  });

  /** Reads texts as an island does (its first read starts the load) until the translation has arrived. */
  async function readAs(locale: 'en' | 'de'): Promise<string> {
    $localization.set({ ...before, locale });
    const stop = $localizer.listen(() => undefined);
    try {
      if (locale === 'de') await expect.poll(() => $localizer.get()).not.toBeNull();
      return textsOf('cart', en.cart).remove;
    } finally {
      stop();
    }
  }

  it('an English buyer reads English and loads nothing; a German buyer reads German once loaded', async () => {
    expect(await readAs('en')).toBe('Remove');
    expect($localizer.get()).toBeNull();
    expect(await readAs('de')).toBe('Entfernen');
    expect(textsOf('cart', en.cart).payLater).toBe('Pay Later');
  });

  it("src/ui's shared parts (Dialog, Toasts) read the buyer's words while they are shown", async () => {
    $localization.set({ ...before, locale: 'de' });
    // Dialog's close button and a toast subscribe to $uiTexts while they are on screen.
    const stop = $uiTexts.listen(() => undefined);
    try {
      await expect.poll(() => $uiTexts.get().close).toBe('Schließen');
      expect(toastTitle('danger', $uiTexts.get())).toBe('Fehler');
      expect(toastTitle('success', $uiTexts.get())).toBe('Erfolg');
      expect($uiTexts.get().dismissNotification).toBe('Benachrichtigung schließen');
      $localization.set({ ...before, locale: 'en' });
      await expect.poll(() => $uiTexts.get().close).toBe('Close');
      expect(toastTitle('danger', $uiTexts.get())).toBe('Error');
    } finally {
      stop();
    }
  });
});

describe('texts with placeholders and counts', () => {
  it('fills placeholders by name, in any order, and leaves an unknown one as written', () => {
    expect(fill(en.thankYou.thanksNamed, { name: 'Ada' })).toBe('Thank you, Ada!');
    const reordered: Template<'size' | 'color'> = 'Farbe {color}, Größe {size}';
    expect(fill(reordered, { size: 'M', color: 'Rot' })).toBe('Farbe Rot, Größe M');
    const partial: Template<'a'> = '{a} and {b}';
    expect(fill(partial, { a: 1 })).toBe('1 and {b}');
  });

  it("chooses the plural form by the locale's rules and writes the count with its number format", () => {
    expect(countText(en.cart.itemCount, 1)).toBe('(1 item)');
    expect(countText(en.cart.itemCount, 0)).toBe('(0 items)');
    expect(countText(en.cart.itemCount, 3)).toBe('(3 items)');
    expect(countText(en.search.resultCount, 1234, 'en')).toBe('1,234 results');
    expect(countText(en.search.resultCount, 1234, 'de')).toBe('1.234 results');
  });

  it('gives a message an English rule wrote in the translation, by its English text', () => {
    const german = localize(en.checkoutForm, { city: 'Bitte gib deine Stadt ein' });
    expect(translated('Please enter your city', en.checkoutForm, german)).toBe('Bitte gib deine Stadt ein');
    expect(translated('Please enter your zipcode', en.checkoutForm, german)).toBe('Please enter your zipcode');
    expect(translated('A provider said so', en.checkoutForm, german)).toBe('A provider said so');
    expect(translated(undefined, en.checkoutForm, german)).toBeUndefined();
  });
});

// Checked by the type checker (tsc / astro check): a translation cannot invent a key or drop a placeholder,
// and fill needs exactly a text's placeholders.
export const typeChecks = (): readonly Translation[] => {
  // @ts-expect-error a key English does not have
  const stray: Translation = { cart: { removeAll: 'x' } };
  // @ts-expect-error a translation that drops {size}
  const dropped: Translation = { common: { sizeColor: 'Farbe: {color}' } };
  // @ts-expect-error a missing placeholder value
  fill(en.common.sizeColor, { size: 'M' });
  // @ts-expect-error a text without placeholders is not a template
  fill(en.cart.remove, {});
  return [stray, dropped];
};
