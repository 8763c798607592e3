/**
 * Toast rules (storefront §8, checkout §2 Notifications): top-right, 3000 ms by default, title 'Error'
 * for type danger else 'Success', an identical message is never added twice, and all but the newest
 * are dismissed once stale (5 minutes).
 */
import type { Localized } from '../shared/messages/catalogue.ts';
import { ui } from '../shared/messages/en/ui.ts';
import { STALE_TOAST_MS, TOAST_DURATION_MS } from '../shared/constants.ts';

export type ToastType = 'danger' | 'success' | 'info' | 'warning';
export type ToastPosition = 'top-right' | 'top';

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  durationMs: number;
  position: ToastPosition;
  createdAt: number;
}

export interface ToastInput {
  type: ToastType;
  message: string;
  durationMs?: number;
  position?: ToastPosition;
}

/** A toast's title in the given texts (English by default). */
export function toastTitle(type: ToastType, texts: Localized<typeof ui> = ui): string {
  return type === 'danger' ? texts.toastError : texts.toastSuccess;
}

/** The list with the toast added, or the same list when a toast with this message is already shown. */
export function addToastTo(list: readonly Toast[], input: ToastInput, id: string, now: number): readonly Toast[] {
  if (list.some((t) => t.message === input.message)) return list;
  return [
    ...list,
    {
      id,
      type: input.type,
      message: input.message,
      durationMs: input.durationMs ?? TOAST_DURATION_MS,
      position: input.position ?? 'top-right',
      createdAt: now,
    },
  ];
}

/** Drops every toast older than the stale limit except the newest one. */
export function dropStaleToasts(list: readonly Toast[], now: number): readonly Toast[] {
  const newest = list.at(-1);
  return list.filter((t) => t === newest || now - t.createdAt < STALE_TOAST_MS);
}
