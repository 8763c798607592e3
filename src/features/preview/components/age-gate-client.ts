/** Opens the static age gate (AgeGate.astro) when src/features/preview/domain/age-gate.ts says so, and wires its buttons. */
import { ageGateExitUrl } from '../domain/platform-pages.ts';
import { AGE_GATE_STORAGE_KEY, AGE_GATE_VERIFIED_VALUE, shouldShowAgeGate } from '../domain/age-gate.ts';
import { boundedQuery } from '../../../shared/limits.ts';

function stored(): string | null {
  try {
    return localStorage.getItem(AGE_GATE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function startAgeGate(): void {
  const dialog = document.getElementById('age-gate');
  if (!(dialog instanceof HTMLDialogElement)) return;
  const show = shouldShowAgeGate({
    storeGated: dialog.dataset['required'] === 'true',
    pathname: location.pathname,
    query: boundedQuery(location.search),
    stored: stored(),
  });
  if (!show) return;
  let verified = false;
  // Escape must not dismiss it; if the browser closes it anyway, it opens again.
  dialog.addEventListener('cancel', (e) => {
    e.preventDefault();
  });
  dialog.addEventListener('close', () => {
    if (!verified) dialog.showModal();
  });
  dialog.querySelector('[data-age="yes"]')?.addEventListener('click', () => {
    verified = true;
    try {
      localStorage.setItem(AGE_GATE_STORAGE_KEY, AGE_GATE_VERIFIED_VALUE);
    } catch {
      // Storage blocked: the visitor passes for this page view only.
    }
    dialog.close();
  });
  dialog.querySelector('[data-age="no"]')?.addEventListener('click', () => {
    void import('../../../config.ts').then(({ hosts }) => {
      location.assign(ageGateExitUrl(hosts.main, dialog.dataset['store'] ?? ''));
    });
  });
  dialog.showModal();
}
