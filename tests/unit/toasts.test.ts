import { describe, expect, it } from 'vitest';
import { addToastTo, dropStaleToasts, toastTitle } from '../../src/ui/toasts.ts';
import { $toasts, addToast, dismissToast } from '../../src/ui/stores/toasts.ts';
import { $modal, closeModal, openModal } from '../../src/ui/stores/modal.ts';

describe('toasts', () => {
  it('titles danger Error and anything else Success', () => {
    expect(toastTitle('danger')).toBe('Error');
    expect(toastTitle('success')).toBe('Success');
    expect(toastTitle('info')).toBe('Success');
  });

  it('defaults to 3000 ms at the top right', () => {
    const [toast] = addToastTo([], { type: 'success', message: 'Saved' }, 't1', 0);
    expect(toast).toMatchObject({ durationMs: 3000, position: 'top-right' });
  });

  it('never adds an identical message twice', () => {
    const once = addToastTo([], { type: 'danger', message: 'Boom' }, 'a', 0);
    expect(addToastTo(once, { type: 'success', message: 'Boom' }, 'b', 1)).toBe(once);
    $toasts.set([]);
    const first = addToast({ type: 'danger', message: 'Payment failed, please try again.', durationMs: 6000 });
    expect(addToast({ type: 'danger', message: 'Payment failed, please try again.' })).toBe(first);
    expect($toasts.get()).toHaveLength(1);
    dismissToast(first);
    expect($toasts.get()).toHaveLength(0);
  });

  it('dismisses all but the newest after 5 minutes', () => {
    let list = addToastTo([], { type: 'success', message: 'one' }, '1', 0);
    list = addToastTo(list, { type: 'success', message: 'two' }, '2', 1000);
    list = addToastTo(list, { type: 'success', message: 'three' }, '3', 2000);
    expect(dropStaleToasts(list, 299_999).map((t) => t.id)).toEqual(['1', '2', '3']);
    expect(dropStaleToasts(list, 300_500).map((t) => t.id)).toEqual(['2', '3']);
    expect(dropStaleToasts(list, 10_000_000).map((t) => t.id)).toEqual(['3']);
  });
});

describe('modal store', () => {
  it('holds one modal at a time and closes only the one named', () => {
    openModal('cart-confirmation');
    openModal('sizechart-modal', { chart: [] });
    expect($modal.get()).toEqual({ id: 'sizechart-modal', data: { chart: [] } });
    closeModal('cart-confirmation');
    expect($modal.get()?.id).toBe('sizechart-modal');
    closeModal();
    expect($modal.get()).toBeNull();
  });
});
