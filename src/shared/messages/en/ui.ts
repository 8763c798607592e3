/**
 * English: the shared interface parts of src/ui (dialogs, toasts, links). They know no feature, so they show
 * these English texts in every locale.
 */
export const ui = {
  close: 'Close',
  dismissNotification: 'Dismiss notification',
} as const;
