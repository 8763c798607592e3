import { z } from 'zod';

/**
 * The feature-flag service (spec storefront §6): "identifies the store as context. Flags:
 * showFanValidation, useCheckoutV2, a US-only checkout flag (…), a support flag, and a collections feature
 * flag", plus the global notification banner's flag (§1). The unnamed flags take the sandbox's names.
 */
export const FLAG_NAMES = [
  'showFanValidation',
  'useCheckoutV2',
  'usHostedCheckout',
  'support',
  'collections',
  'notificationBanner',
] as const;
export type FlagName = (typeof FLAG_NAMES)[number];
export type Flags = Record<FlagName, boolean>;

const everyFlag = <T extends z.ZodType>(value: T) =>
  z.strictObject(Object.fromEntries(FLAG_NAMES.map((name) => [name, value])) as Record<FlagName, T>);

/** GET /flags/v1/flags?context=store:<slug> → { flags }: every flag, a boolean each. */
export const flagsAnswerSchema = z.strictObject({ flags: everyFlag(z.boolean()) });

/** POST /_sandbox/flags { store, flags }: only known flag names. */
export const flagOverridesSchema = everyFlag(z.boolean().optional());
