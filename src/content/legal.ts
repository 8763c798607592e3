/** Terms of Use and Privacy Policy (checkout spec §2 Legal pages), with the store name filled in. */
export { privacyPolicy } from './legal/privacy.ts';
export { termsOfUse } from './legal/terms.ts';
export {
  CHILDREN_MIN_AGE,
  LEGAL_EFFECTIVE_DATE,
  LIABILITY_CAP_USD,
  MINIMUM_AGE,
  OPT_OUT_BUSINESS_DAYS,
  type LegalDocument,
  type LegalSection,
} from './legal/types.ts';
