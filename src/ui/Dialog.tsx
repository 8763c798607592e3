/**
 * The one native <dialog> of the storefront, opened by a prop: showModal() gives focus trapping, Escape
 * and an inert background for free. Every way of closing it (the close button, Escape, a backdrop click
 * when `closeOnBackdrop`) asks the owner through `onRequestClose`; once it has closed, focus returns to the
 * element that had it when it opened. Modal (opened by id through $modal) and the checkout's own dialogs
 * (opened by their state) are both this.
 */
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useUiTexts } from './use-ui-texts.ts';
import './modal.css';

export interface DialogProps {
  id: string;
  /** Visible heading; the dialog is labelled by it. */
  title: string;
  open: boolean;
  /** The shopper closed it (button, Escape or backdrop); the owner makes `open` false. */
  onRequestClose: () => void;
  /** Called whenever it has closed, however it was closed. */
  onClosed?: (() => void) | undefined;
  /** A click on the backdrop closes it too. */
  closeOnBackdrop?: boolean;
  /** Extra class on the <dialog>, e.g. for a wider layout. */
  className?: string | undefined;
  children: ReactNode;
}

export default function Dialog({
  id,
  title,
  open,
  onRequestClose,
  onClosed,
  closeOnBackdrop = false,
  className,
  children,
}: DialogProps) {
  const texts = useUiTexts();
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

  // The native close event: after d.close() above, or Escape, which closes the dialog by itself.
  const handleClose = () => {
    onRequestClose();
    onClosed?.();
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
  };

  // A click whose target is the <dialog> itself landed on the backdrop (the content box fills the rest).
  const handleBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdrop && e.target === e.currentTarget) onRequestClose();
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
          <button type="button" className="modal__close" aria-label={texts.close} onClick={onRequestClose}>
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
