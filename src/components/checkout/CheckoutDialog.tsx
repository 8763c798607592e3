/**
 * A native <dialog> opened by a prop, for the checkout's own modals (verify address, the mobile cart
 * summary), whose ids the shared $modal does not list. showModal() traps focus and handles Escape; every
 * way of closing ends in onClose, and focus returns to the opener.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import '../ui/modal.css';

export interface CheckoutDialogProps {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

export default function CheckoutDialog({ id, title, open, onClose, children }: CheckoutDialogProps) {
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
      if (opener.current?.isConnected === true) opener.current.focus();
    }
  }, [open]);
  return (
    <dialog ref={dialog} id={id} className="modal" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="modal__box">
        <div className="modal__head">
          <h2 id={`${id}-title`} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
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
