/**
 * A light email check for islands, where loading zod for one field is not worth its bytes. The data layer
 * (src/features/support/api/forms.ts) still validates with its schema before anything is sent.
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

export function isPlausibleEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email);
}
