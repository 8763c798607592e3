/**
 * Texts that depend on a count (issue 16): a plural set of the catalogue ({ one, other, … }) chosen by
 * Intl.PluralRules for the buyer's locale, with {count} written by the one number formatter. A module of
 * its own, so only the islands that count carry it.
 */
import {
  fill,
  pluralForm,
  type PluralCategory,
  type PluralForms,
  type Template,
} from '../../../shared/messages/catalogue.ts';
import { formatNumber } from './format.ts';
import { DEFAULTS, type Locale } from './money.ts';

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(count: number, locale: Locale): PluralCategory {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * The text of a plural set for a count in a locale, with {count} written by the one number formatter:
 * countText({ one: '({count} item)', other: '({count} items)' }, 3, 'en') → '(3 items)'.
 */
export function countText(
  forms: PluralForms<Template<'count'>>,
  count: number,
  locale: Locale = DEFAULTS.locale,
): string {
  return fill(pluralForm(forms, pluralCategory(count, locale)), { count: formatNumber(count, locale) });
}
