/**
 * The sandbox's stand-in for a provider's own window (PayPal's popup, the wallet sheet): a modal <dialog>
 * whose buttons let the shopper (or a test) decide. Escape counts as the shopper closing the window.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface SandboxSheetProps {
  open: boolean;
  title: string;
  onDismiss: () => void;
  children: ReactNode;
}

export default function SandboxSheet({ open, title, onDismiss, children }: SandboxSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="sandbox-sheet"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onDismiss();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {open ? children : null}
    </dialog>
  );
}
