/**
 * The age gate (storefront §1, §4), run from VisitScripts' module: when src/features/preview/domain/age-gate.ts
 * says so, it builds the dialog, wires its buttons and opens it. The store's switch is `<html data-age-gate>`
 * (BaseLayout). Pages carry no dialog of their own: it was there on every page of every store for the few
 * visits that ask for it (issue 16: listing HTML at most 14 KB gzip), and it only ever opened from here.
 */
import { ageGateExitUrl } from '../domain/platform-pages.ts';
import {
  AGE_GATE_STORAGE_KEY,
  AGE_GATE_TEXTS,
  AGE_GATE_VERIFIED_VALUE,
  shouldShowAgeGate,
} from '../domain/age-gate.ts';
import { boundedQuery } from '../../../shared/limits.ts';

function stored(): string | null {
  try {
    return localStorage.getItem(AGE_GATE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

/** The dialog, as a modal of the storefront (ui/modal.css): title, body, then Yes and No. */
function buildAgeGate(): { dialog: HTMLDialogElement; yes: HTMLButtonElement; no: HTMLButtonElement } {
  const dialog = element('dialog', 'modal age-gate');
  dialog.id = 'age-gate';
  dialog.setAttribute('aria-labelledby', 'age-gate-title');
  dialog.setAttribute('aria-describedby', 'age-gate-body');
  const title = element('h2', 'modal__title', AGE_GATE_TEXTS.title);
  title.id = 'age-gate-title';
  const body = element('p', '', AGE_GATE_TEXTS.body);
  body.id = 'age-gate-body';
  const yes = element('button', 'btn', AGE_GATE_TEXTS.yes);
  const no = element('button', 'btn btn--secondary', AGE_GATE_TEXTS.no);
  yes.type = 'button';
  no.type = 'button';
  const actions = element('div', 'modal__actions');
  actions.append(yes, no);
  const box = element('div', 'modal__box');
  box.append(title, body, actions);
  dialog.append(box);
  document.body.append(dialog);
  return { dialog, yes, no };
}

export function startAgeGate(): void {
  const root = document.documentElement;
  const show = shouldShowAgeGate({
    storeGated: root.dataset['ageGate'] === 'required',
    pathname: location.pathname,
    query: boundedQuery(location.search),
    stored: stored(),
  });
  if (!show) return;
  const { dialog, yes, no } = buildAgeGate();
  let verified = false;
  // Escape must not dismiss it; if the browser closes it anyway, it opens again.
  dialog.addEventListener('cancel', (e) => {
    e.preventDefault();
  });
  dialog.addEventListener('close', () => {
    if (!verified) dialog.showModal();
  });
  yes.addEventListener('click', () => {
    verified = true;
    try {
      localStorage.setItem(AGE_GATE_STORAGE_KEY, AGE_GATE_VERIFIED_VALUE);
    } catch {
      // Storage blocked: the visitor passes for this page view only.
    }
    dialog.close();
  });
  no.addEventListener('click', () => {
    void import('../../../config.ts').then(({ hosts, currentStore }) => {
      location.assign(ageGateExitUrl(hosts.main, currentStore));
    });
  });
  dialog.showModal();
}
