/** A legal page as plain data: the page renders headings, paragraphs and lists; no HTML strings. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date the text took effect. */
  effectiveDate: string;
  intro: string;
  sections: LegalSection[];
}

/** Both legal texts are dated 2020-02-20 (checkout spec §2). */
export const LEGAL_EFFECTIVE_DATE = '2020-02-20';
/** Terms: liability cap in US dollars, and the minimum age to use the store. */
export const LIABILITY_CAP_USD = 50;
export const MINIMUM_AGE = 18;
/** Privacy: no data knowingly collected from children under this age. */
export const CHILDREN_MIN_AGE = 13;
/** Privacy: an opt-out request takes up to this many business days to process. */
export const OPT_OUT_BUSINESS_DAYS = 10;
