/**
 * Quick add on product tiles (storefront §4): ONE island per page (BaseLayout) listening for clicks on any
 * [data-quick-add] button, tiles appended later included. It hydrates on the shopper's first intent
 * towards such a button (client:interaction): the click that arrives before is held and replayed once
 * the listener is here. Flow: idle → loading listing → options → added (quick-add-confirmation, closes
 * itself after 6 s) or out of stock (quick-add-out-of-stock). A single-variation product in stock is
 * added at once; a sold-out one never shows its options.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { MODAL_IDS, QUICK_ADD_CONFIRMATION_MS } from '../../../../shared/constants.ts';
import { common } from '../../../../shared/messages/en/common.ts';
import {
  isOutOfStock,
  isSingleVariation,
  isSoldOut,
  resolveSelection,
  type Chosen,
  type ListingOptionsData,
} from '../../domain/listing-selection.ts';
import { takePendingIntent } from '../../../../directives/intent.ts';
import { tileListName, tileListing, tileOf } from '../../../../shared/product-tile.ts';
import { loadInventory } from '../../stores/inventory.ts';
import { $modal, closeModal, openModal } from '../../../../ui/stores/modal.ts';
import { addToast } from '../../../../ui/stores/toasts.ts';
import Modal from '../../../../ui/Modal.tsx';
import { OPTIONS_TEXTS } from '../listing/options-texts.ts';
import { textsOf, useTexts } from '../../../localization/index.ts';
import { loadQuickAddListing, quickCheckout } from './quick-add-actions.ts';

const QuickAddModal = lazy(() => import('./QuickAddModal.tsx'));

type Phase =
  | { kind: 'idle' }
  | { kind: 'loading'; button: HTMLElement }
  | { kind: 'options'; data: ListingOptionsData }
  | { kind: 'added'; title: string }
  | { kind: 'out-of-stock' };

/**
 * The tile button the shopper asked for. Set by a click listener that exists as soon as this module has
 * loaded, before React has hydrated the island: a click in between would otherwise be lost.
 */
const $request = atom<HTMLElement | null>(null);
if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-quick-add]') : null;
    const tile = button && tileOf(button);
    if (!tile || !tileListing(tile)) return;
    event.preventDefault();
    $request.set(button);
  });
}

export interface QuickAddProps {
  /** Preview mode: the confirmation's Checkout button is disabled (storefront §6). */
  preview: boolean;
}

export default function QuickAdd({ preview }: QuickAddProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const modal = useStore($modal);
  // The list of the tile whose button was pressed: its add-to-cart event names it.
  const listName = useRef<string | undefined>(undefined);
  const T = useTexts('options', OPTIONS_TEXTS);
  const texts = useTexts('common', common);

  const added = async (data: ListingOptionsData, chosen: Chosen, quantity: number) => {
    // Loaded on the first add: the cart store and the choice helpers stay out of every page's first bundle.
    const { addChosen } = await import('../listing/add-chosen.ts');
    const result = addChosen(data, chosen, quantity, null, false, listName.current);
    if (!result?.ok) {
      setPhase({ kind: 'idle' });
      return;
    }
    setPhase({ kind: 'added', title: data.title });
    openModal(MODAL_IDS.quickAddConfirmation);
  };

  const outOfStock = () => {
    setPhase({ kind: 'out-of-stock' });
    openModal(MODAL_IDS.quickAddOutOfStock);
  };

  useEffect(() => {
    const begin = (button: HTMLElement) => {
      const tile = tileOf(button);
      const target = tile && tileListing(tile);
      if (!tile || !target || button.getAttribute('aria-busy') === 'true') return;
      void start(button, tile, target.slug, target.productId);
    };
    const start = async (button: HTMLElement, tile: HTMLElement, slug: string, productId: string | undefined) => {
      button.setAttribute('aria-busy', 'true');
      listName.current = tileListName(tile);
      setPhase({ kind: 'loading', button });
      try {
        const data = await loadQuickAddListing(slug, productId);
        const chosen = resolveSelection(data, {});
        if (!chosen || isSoldOut(data)) {
          outOfStock();
          return;
        }
        if (!isSingleVariation(data)) {
          setPhase({ kind: 'options', data });
          return;
        }
        const live = chosen.size
          ? await loadInventory({ listingId: data.listingId, nft: data.nft }, chosen.variant.id, chosen.size.id)
          : null;
        if (isOutOfStock(chosen, live ?? undefined)) {
          outOfStock();
          return;
        }
        await added(data, chosen, 1);
      } catch {
        setPhase({ kind: 'idle' });
        addToast({ type: 'danger', message: textsOf('options', OPTIONS_TEXTS).quickAddFailed });
      } finally {
        button.removeAttribute('aria-busy');
      }
    };
    // The click that hydrated this island (client:interaction held it on its button): take it over.
    const pending = takePendingIntent('[data-quick-add]');
    if (pending) $request.set(pending);
    // Called at once with a request made before the island was ready, then on every click.
    return $request.subscribe((button) => {
      if (!button) return;
      $request.set(null);
      begin(button);
    });
  }, []);

  // The confirmation closes itself after 6 s.
  const confirmationOpen = modal?.id === MODAL_IDS.quickAddConfirmation;
  useEffect(() => {
    if (!confirmationOpen) return;
    const timer = setTimeout(() => closeModal(MODAL_IDS.quickAddConfirmation), QUICK_ADD_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [confirmationOpen]);

  return (
    <>
      {phase.kind === 'options' && (
        <Suspense fallback={null}>
          <QuickAddModal
            data={phase.data}
            onAdd={(chosen, quantity) => void added(phase.data, chosen, quantity)}
            onClose={() => setPhase((p) => (p.kind === 'options' ? { kind: 'idle' } : p))}
          />
        </Suspense>
      )}
      <p className="vh" role="status">
        {phase.kind === 'loading' ? T.quickAddLoading : ''}
      </p>
      <Modal id={MODAL_IDS.quickAddConfirmation} title={texts.addedToCart}>
        {phase.kind === 'added' && <p>{phase.title}</p>}
        <div className="modal__actions">
          <a className="btn btn--primary" href="/cart">
            {T.viewCart}
          </a>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={preview}
            aria-describedby={preview ? 'quick-add-preview-note' : undefined}
            onClick={() => void quickCheckout(preview)}
          >
            {T.checkout}
          </button>
        </div>
        {preview && <p id="quick-add-preview-note">{T.previewDisabled}</p>}
      </Modal>
      <Modal id={MODAL_IDS.quickAddOutOfStock} title={texts.outOfStock}>
        <p>{texts.outOfStockModal}</p>
      </Modal>
    </>
  );
}
