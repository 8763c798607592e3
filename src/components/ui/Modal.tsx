/**
 * An accessible modal on the native <dialog>: showModal() gives focus trapping, Escape and an inert
 * background for free. It is open while `$modal` names its id (storefront §2: modals are opened by id,
 * one at a time) and every way of closing it (close button, Escape, a click on the backdrop, closeModal)
 * ends in the store. Focus returns to the element that had it when the modal opened.
 *
 * No ModalHost: each modal island renders its own <Modal>, so a page only ships the modals it uses and a
 * modal's content stays next to the feature that owns it; $modal keeps "one at a time" across islands.
 * Modals hydrate with their island (client:idle / client:visible); a <dialog> is in the top layer, so
 * where the island sits in the page does not matter.
 */
import { useEffect, useRef, type ReactNode, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { ModalId } from '../../lib/constants.ts';
import { INTENT_PENDING_ATTR } from '../../directives/intent.ts';
import { $modal, closeModal, openModal } from '../../stores/modal.ts';
import './modal.css';

/**
 * Progressive enhancement for static triggers: once the island is hydrated, a click on any
 * `[data-modal="<id>"]` element (a link to a no-JS fallback, or a button) opens the modal instead.
 */
export function useModalTrigger(id: ModalId): void {
  useEffect(() => {
    // A click that arrived before this island hydrated (client:interaction) is handed over here.
    const pending = document.querySelector(`[data-modal="${id}"][${INTENT_PENDING_ATTR}]`);
    if (pending) {
      pending.removeAttribute(INTENT_PENDING_ATTR);
      openModal(id);
    }
    const onClick = (e: globalThis.MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const target = e.target instanceof Element ? e.target.closest('[data-modal]') : null;
      if (target?.getAttribute('data-modal') !== id) return;
      e.preventDefault();
      openModal(id);
    };
    document.addEventListener('click', onClick);
    return () => {
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
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      d.showModal();
    } else if (!open && d.open) {
      d.close();
    }
  }, [open]);

  const handleClose = () => {
    closeModal(id);
    onClose?.();
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
  };

  // A click whose target is the <dialog> itself landed on the backdrop (the content box fills the rest).
  const handleBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) closeModal(id);
  };

  const titleId = `${id}-title`;
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- backdrop click is a mouse shortcut; Escape and the close button are the keyboard paths
    <dialog
      ref={dialog}
      id={id}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={handleBackdrop}
    >
      <div className="modal__box">
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label="Close" onClick={() => closeModal(id)}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {open && <div className="modal__body">{children}</div>}
      </div>
    </dialog>
  );
}
