/**
 * Deutsch (de): a partial translation. Every text it does not give is English's (../catalogue.ts). Keys
 * are English's (../en/); placeholders such as {count} must stay, in any order.
 */
import type { Translation } from '../en/index.ts';

export default {
  common: {
    addedToCart: 'In den Warenkorb gelegt',
    outOfStock: 'Ausverkauft',
    outOfStockModal: 'Dieses Produkt ist ausverkauft.',
    cartTitle: 'Mein Warenkorb',
    cartEmpty: 'Dein Warenkorb ist leer.',
    subtotal: 'Zwischensumme',
    shippingAtCheckout: 'Versand und Steuern werden an der Kasse berechnet',
    sizeColor: 'Größe: {size}, Farbe: {color}',
  },
  ui: {
    close: 'Schließen',
    dismissNotification: 'Benachrichtigung schließen',
    toastError: 'Fehler',
    toastSuccess: 'Erfolg',
  },
  tile: {
    quickAdd: 'Schnell hinzufügen',
  },
  options: {
    color: 'Farbe',
    soldOut: 'ausverkauft',
    size: 'Größe',
    quantity: 'Menge',
    typeQuantity: 'Menge eingeben',
    addToCart: 'In den Warenkorb',
    checkingStock: 'Bestand wird geprüft…',
    sizeGuide: 'Größentabelle',
    quickAddLoading: 'Optionen werden geladen…',
    viewCart: 'Warenkorb ansehen',
    checkout: 'Zur Kasse',
    continueShopping: 'Weiter einkaufen',
  },
  cart: {
    cartFull:
      'Dein Warenkorb ist voll, deshalb wurde dieser Artikel nicht hinzugefügt. Geh zur Kasse oder entferne einen Artikel und versuch es erneut.',
    lineLimit:
      'Du hast schon {count} Stück davon im Warenkorb, und ein Warenkorb fasst höchstens {max} Stück eines Artikels – deshalb wurde nichts hinzugefügt.',
    checkout: 'Zur Kasse',
    payPal: 'Mit PayPal bezahlen',
    loadingCheckout: 'Kasse wird geöffnet…',
    loading: 'Warenkorb wird geladen',
    remove: 'Entfernen',
    quantity: 'Menge',
    typeQuantity: 'Menge eingeben',
    viewCart: 'Warenkorb ansehen',
    continueShopping: 'Weiter einkaufen',
    orderSummary: 'Bestellübersicht',
    promoNextStep: 'Einen Gutscheincode? Du kannst ihn im nächsten Schritt eingeben.',
    itemCount: { one: '({count} Artikel)', other: '({count} Artikel)' },
  },
  quantity: {
    empty: 'Gib eine Menge ein.',
    notANumber: 'Gib eine ganze Zahl ein, zum Beispiel 12.',
    tooSmall: 'Die Menge muss mindestens 1 sein.',
    tooLarge: 'Du kannst bis zu {max} auf einmal hinzufügen.',
  },
  signUp: {
    emailLabel: 'E-Mail-Adresse',
    submit: 'Anmelden',
    invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein',
    sending: 'Du wirst angemeldet…',
    success: 'Danke! Du bist auf der Liste.',
    already: 'Du bist schon auf der Liste.',
    failed: 'Etwas ist schiefgelaufen. Bitte versuch es noch einmal.',
    notifyIntro: 'Erfahre als Erste:r von neuen Drops und exklusiven Angeboten.',
    notifySubmit: 'Benachrichtige mich',
  },
  chat: {
    launcher: 'Chatte mit uns',
    failed:
      'Der Chat konnte nicht geladen werden. Bitte versuch es noch einmal oder schreib uns über das Kontaktformular.',
  },
  localization: {
    language: 'Sprache',
    currency: 'Währung',
    region: 'Region',
    submit: 'Speichern',
  },
} satisfies Translation;
