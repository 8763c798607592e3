/**
 * English: the shared interface parts of src/ui (dialogs, toasts). They know no feature: they read these texts
 * from $uiTexts (src/ui/stores/ui-texts.ts), which the localization feature fills with the buyer's translation.
 */
export const ui = {
  close: 'Close',
  dismissNotification: 'Dismiss notification',
  /** A toast's title (storefront §8, checkout §2): 'Error' for a danger toast, 'Success' otherwise. */
  toastError: 'Error',
  toastSuccess: 'Success',
} as const;
