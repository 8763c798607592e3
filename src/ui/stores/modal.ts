import { atom } from 'nanostores';
import type { ModalId } from '../../shared/constants.ts';

export interface OpenModal {
  id: ModalId;
  /** Serialisable data the modal shows (e.g. the removed items). */
  data?: unknown;
}

/** One modal at a time (storefront §2: modals are opened by id). */
export const $modal = atom<OpenModal | null>(null);

export function openModal(id: ModalId, data?: unknown): void {
  $modal.set(data === undefined ? { id } : { id, data });
}

export function closeModal(id?: ModalId): void {
  const current = $modal.get();
  if (id === undefined || current?.id === id) $modal.set(null);
}
