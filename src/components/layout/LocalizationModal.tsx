/**
 * The localization-modal, 'Preferences' (storefront §2, §4): locale, currency and region; Submit saves
 * the choice to the sf_loc cookie and reloads, so every price (static ones too, via the head script)
 * follows. Opened by the footer's static region & currency button (LocalizationSlot.astro). Hydrated
 * client:idle: the trigger is static markup, so the island must be listening before the shopper
 * reaches it; the lists come from the build's snapshot and are refreshed live when the modal opens.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { MODAL_IDS, TEXTS } from '../../lib/constants.ts';
import { choiceFromForm, type LocalizationLists } from '../../lib/localization.ts';
import { $modal } from '../../stores/modal.ts';
import {
  $localization,
  $localizationLists,
  applyLocalization,
  loadLocalization,
  seedLocalizationLists,
} from '../../stores/localization.ts';
import Modal, { useModalTrigger } from '../ui/Modal.tsx';

export interface LocalizationModalProps {
  /** The snapshot's lists, shown until (or unless) the live ones arrive. */
  lists: LocalizationLists;
}

const ID = MODAL_IDS.localization;

function PreferencesForm({ lists }: { lists: LocalizationLists }) {
  const current = useStore($localization);
  const [form, setForm] = useState({ locale: current.locale, currency: current.currency, region: current.region });
  const set = (key: keyof typeof form) => (e: { currentTarget: { value: string } }) => {
    const { value } = e.currentTarget;
    setForm((f) => ({ ...f, [key]: value }));
  };
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    applyLocalization(choiceFromForm(form, lists, current));
  };
  return (
    <form onSubmit={submit}>
      <div className="field">
        <label htmlFor="loc-locale">Language</label>
        <select id="loc-locale" name="locale" value={form.locale} onChange={set('locale')}>
          {lists.locales.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="loc-currency">Currency</label>
        <select id="loc-currency" name="currency" value={form.currency} onChange={set('currency')}>
          {lists.currencies.map((c) => (
            <option key={c.currency} value={c.currency}>
              {`${c.currency} ${c.symbol}`.trim()}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="loc-region">Region</label>
        <select id="loc-region" name="region" value={form.region} onChange={set('region')}>
          {lists.regions.map((r) => (
            <option key={r.region} value={r.region}>
              {r.region}
            </option>
          ))}
        </select>
      </div>
      <div className="modal__actions">
        <button type="submit" className="btn">
          Submit
        </button>
      </div>
    </form>
  );
}

export default function LocalizationModal({ lists: seeded }: LocalizationModalProps) {
  useModalTrigger(ID);
  const open = useStore($modal)?.id === ID;
  const lists = useStore($localizationLists);
  useEffect(() => {
    seedLocalizationLists(seeded);
  }, [seeded]);
  useEffect(() => {
    if (open) void loadLocalization();
  }, [open]);
  return (
    <Modal id={ID} title={TEXTS.preferences}>
      {lists && <PreferencesForm lists={lists} />}
    </Modal>
  );
}
