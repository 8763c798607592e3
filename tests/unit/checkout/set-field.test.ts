import { describe, expect, it, vi } from 'vitest';

describe('setField with the phone rule loaded on demand', () => {
  it('answers a typed phone number once the rule is in, for the number still in the field', async () => {
    // Fresh modules: the phone rule must not be in yet (another test file of this worker may have loaded it).
    vi.resetModules();
    const { loadPhoneFormat } = await import('../../../src/features/checkout/domain/phone.ts');
    const { $form, $formErrors, setField } = await import('../../../src/features/checkout/stores/checkout.ts');
    setField('phone', '12');
    expect($formErrors.get().phone).toBeUndefined();
    setField('phone', '');
    expect($formErrors.get().phone).toBe('Please enter your phone number');
    setField('phone', '34');
    setField('email', 'ada@');
    expect($formErrors.get().email).toBe('Please enter a valid email');
    await loadPhoneFormat();
    await Promise.resolve();
    expect($form.get().phone).toBe('34');
    expect($formErrors.get()).toEqual({
      email: 'Please enter a valid email',
      phone: 'Please enter a valid phone number',
    });
    setField('phone', '(415) 555-0100');
    expect($formErrors.get().phone).toBeUndefined();
    setField('phone', '12');
    expect($formErrors.get().phone).toBe('Please enter a valid phone number');
  });
});
