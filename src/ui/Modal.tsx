/**
 * An accessible modal on the native <dialog> (./Dialog.tsx: focus trapping, Escape, an inert background,
 * focus back to the opener). It is open while `$modal` names its id (storefront §2: modals are opened by id,
 * one at a time) and every way of closing it (close button, Escape, a click on the backdrop, closeModal)
 * ends in the store.
 *
 * No ModalHost: each modal island renders its own <Modal>, so a page only ships the modals it uses and a
 * modal's content stays next to the feature that owns it; $modal keeps "one at a time" across islands.
 * Modals hydrate with their island (client:idle / client:visible); a <dialog> is in the top layer, so
 * where the island sits in the page does not matter. A modal is rendered from the first time it opens
 * and kept after: the server's HTML and hydration carry no empty <dialog> shells (five on every page, a
 * tenth of a listing page's gzip budget left; issue 16).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ModalId } from '../shared/constants.ts';
import { INTENT_PENDING_ATTR, takePendingIntent } from '../directives/intent.ts';
import { $modal, closeModal, openModal } from './stores/modal.ts';
import Dialog from './Dialog.tsx';

/** A click that opens a modal: the main button, not taken, no modifier (which keeps the link's own way). */
function isPlainClick(e: globalThis.MouseEvent): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/** Modal ids whose trigger listener (useModalTrigger) is attached on this page. */
const listening = new Set<string>();

/** A held click that no modal took over within this time goes back to its trigger (its no-JS fallback). */
const RELEASE_AFTER_MS = 2000;

/** The trigger whose held click is being given back: that click passes. */
let releasing: HTMLElement | null = null;

/**
 * From this module's load until a modal's trigger listener is attached, a click on its trigger is held for
 * it: marked pending (INTENT_PENDING_ATTR), as client:interaction marks the click that began hydration, and
 * taken over by useModalTrigger when it attaches. client:interaction stops holding clicks once Astro has
 * handed the island to React, and React attaches effects in a later task: a click in between followed the
 * trigger's fallback (Get notified's link to the footer form) and the modal never opened.
 */
function holdEarlyClick(e: globalThis.MouseEvent): void {
  if (!isPlainClick(e)) return;
  const trigger = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-modal]') : null;
  const id = trigger?.getAttribute('data-modal');
  if (!trigger || !id || listening.has(id) || trigger === releasing) return;
  e.preventDefault();
  trigger.setAttribute(INTENT_PENDING_ATTR, '');
  setTimeout(() => {
    if (!trigger.hasAttribute(INTENT_PENDING_ATTR)) return;
    trigger.removeAttribute(INTENT_PENDING_ATTR);
    releasing = trigger;
    trigger.click();
    releasing = null;
  }, RELEASE_AFTER_MS);
}
if (typeof document !== 'undefined') document.addEventListener('click', holdEarlyClick);

/**
 * Progressive enhancement for static triggers: once the island is hydrated, a click on any
 * `[data-modal="<id>"]` element (a link to a no-JS fallback, or a button) opens the modal instead.
 */
export function useModalTrigger(id: ModalId): void {
  useEffect(() => {
    listening.add(id);
    // A click that arrived before this island listened (held by client:interaction or holdEarlyClick).
    if (takePendingIntent(`[data-modal="${id}"]`)) openModal(id);
    const onClick = (e: globalThis.MouseEvent) => {
      if (!isPlainClick(e)) return;
      const target = e.target instanceof Element ? e.target.closest('[data-modal]') : null;
      if (target?.getAttribute('data-modal') !== id) return;
      e.preventDefault();
      openModal(id);
    };
    document.addEventListener('click', onClick);
    return () => {
      listening.delete(id);
      document.removeEventListener('click', onClick);
    };
  }, [id]);
}

export interface ModalProps {
  id: ModalId;
  /** Visible heading; the dialog is labelled by it. */
  title: string;
  children: ReactNode;
  /** Called once whenever the modal closes, however it was closed. */
  onClose?: () => void;
  /** Extra class on the <dialog>, e.g. for a wider layout. */
  className?: string;
}

export default function Modal({ id, title, children, onClose, className }: ModalProps) {
  const open = useStore($modal)?.id === id;
  const [opened, setOpened] = useState(open);
  // Derived state, set while rendering (React re-renders at once): the Dialog mounts with open, so its
  // effect calls showModal() on the element it has just rendered.
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Dialog
      id={id}
      title={title}
      open={open}
      onRequestClose={() => closeModal(id)}
      onClosed={onClose}
      closeOnBackdrop
      className={className}
    >
      {children}
    </Dialog>
  );
}
