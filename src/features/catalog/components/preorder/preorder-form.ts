/**
 * The pre-order form's values and per-field messages, from the data layer's preorderFormSchema (the same
 * rules the sandbox enforces), so the form shows exactly the spec's texts (storefront §5).
 */
import { preorderFormSchema, type PreorderFormInput } from '../../api/site.ts';
import { DEFAULT_COUNTRY } from '../../../localization/index.ts';
import { preorder } from '../../../../shared/messages/en/preorder.ts';

export const PREORDER_FIELDS = ['email', 'fullname', 'country', 'street', 'street2', 'city', 'state', 'zip'] as const;
export type PreorderField = (typeof PREORDER_FIELDS)[number];
export type PreorderValues = Record<PreorderField, string>;

export const EMPTY_PREORDER: PreorderValues = {
  email: '',
  fullname: '',
  country: DEFAULT_COUNTRY,
  street: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
};

export const PREORDER_TEXTS = preorder;

export function toPreorderInput(values: PreorderValues, colorId: string, sizeId: string): PreorderFormInput {
  return { ...values, colorId, sizeId };
}

/** The first message per field; empty when the form is valid. */
export function preorderErrors(values: PreorderValues, colorId: string, sizeId: string): Partial<PreorderValues> {
  const result = preorderFormSchema.safeParse(toPreorderInput(values, colorId, sizeId));
  if (result.success) return {};
  const errors: Partial<PreorderValues> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (PREORDER_FIELDS as readonly string[]).includes(field)) {
      const key = field as PreorderField;
      errors[key] ??= issue.message;
    }
  }
  return errors;
}
