import { atom } from 'nanostores';
import { addToastTo, dropStaleToasts, type Toast, type ToastInput } from '../toasts.ts';

export const $toasts = atom<readonly Toast[]>([]);

let counter = 0;

/** Adds a toast unless one with the same message is showing; returns its id (or the existing one's). */
export function addToast(input: ToastInput): string {
  const existing = $toasts.get().find((t) => t.message === input.message);
  if (existing) return existing.id;
  counter += 1;
  const id = `toast-${String(counter)}`;
  $toasts.set(addToastTo(dropStaleToasts($toasts.get(), Date.now()), input, id, Date.now()));
  return id;
}

export function dismissToast(id: string): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function clearStaleToasts(now: number = Date.now()): void {
  $toasts.set(dropStaleToasts($toasts.get(), now));
}
