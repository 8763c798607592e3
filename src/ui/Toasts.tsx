/**
 * The toast island (storefront §8, checkout §2): mounted once in BaseLayout, it renders $toasts in two
 * stacks, top-right (the default) and top. Each toast is titled 'Error' for danger and 'Success'
 * otherwise (in the buyer's locale: $uiTexts), announces itself (role alert for errors, status for the rest), closes after its duration,
 * and stale ones are cleared every minute. Rules live in src/ui/toasts.ts; actions in src/ui/stores/toasts.ts.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { toastTitle, type Toast, type ToastPosition } from './toasts.ts';
import { useUiTexts } from './use-ui-texts.ts';
import { $toasts, clearStaleToasts, dismissToast } from './stores/toasts.ts';
import './toasts.css';

/** How often stale toasts are swept (the stale limit itself is STALE_TOAST_MS). */
export const STALE_SWEEP_MS = 60_000;

const POSITIONS: readonly ToastPosition[] = ['top-right', 'top'];

function ToastItem({ toast }: { toast: Toast }) {
  const { id, durationMs, type, message } = toast;
  const texts = useUiTexts();
  useEffect(() => {
    if (!(durationMs > 0)) return undefined;
    const timer = setTimeout(() => {
      dismissToast(id);
    }, durationMs);
    return () => {
      clearTimeout(timer);
    };
  }, [id, durationMs]);
  return (
    <div className={`toast toast--${type}`} role={type === 'danger' ? 'alert' : 'status'}>
      <div className="toast__text">
        <strong className="toast__title">{toastTitle(type, texts)}</strong>
        <span className="toast__message">{message}</span>
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={texts.dismissNotification}
        onClick={() => {
          dismissToast(id);
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

export default function Toasts() {
  const toasts = useStore($toasts);
  useEffect(() => {
    const timer = setInterval(() => {
      clearStaleToasts();
    }, STALE_SWEEP_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return (
    <>
      {POSITIONS.map((position) => {
        const list = toasts.filter((t) => t.position === position);
        return list.length === 0 ? null : (
          <div key={position} className={`toasts toasts--${position}`}>
            {list.map((t) => (
              <ToastItem key={t.id} toast={t} />
            ))}
          </div>
        );
      })}
    </>
  );
}
