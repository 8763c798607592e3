/** Set on a trigger whose click arrived before its island hydrated (client:interaction); see interaction.ts. */
export const INTENT_PENDING_ATTR = 'data-intent-pending';

/** The element matching `selector` whose click is held for its island, handed over (the mark removed); else null. */
export function takePendingIntent(selector: string): HTMLElement | null {
  const pending = document.querySelector<HTMLElement>(`${selector}[${INTENT_PENDING_ATTR}]`);
  pending?.removeAttribute(INTENT_PENDING_ATTR);
  return pending;
}
