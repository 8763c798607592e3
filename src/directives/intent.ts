/** Set on a trigger whose click arrived before its island hydrated (client:interaction); see interaction.ts. */
export const INTENT_PENDING_ATTR = 'data-intent-pending';
