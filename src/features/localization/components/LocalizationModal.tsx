/**
 * The localization-modal, 'Preferences' (storefront §2, §4): locale, currency and region; Submit saves
 * the choice to the sf_loc cookie and reloads, so every price (static ones too, via the head script)
 * follows. Opened by the footer's static region & currency button (LocalizationSlot.astro). Hydrated
 * client:idle: the trigger is static markup, so the island must be listening before the shopper
 * reaches it; the lists come from the build's snapshot (the page's JSON element, lists-data.ts) and are
 * refreshed live when the modal opens.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { MODAL_IDS } from '../../../shared/constants.ts';
import { common } from '../../../shared/messages/en/common.ts';
import { localization } from '../../../shared/messages/en/localization.ts';
import { useTexts } from './use-texts.ts';
import { choiceFromForm, type LocalizationLists } from '../domain/localization.ts';
import { $modal } from '../../../ui/stores/modal.ts';
import { attachLocalizationListeners } from '../listeners/index.ts';
import { $localization, $localizationLists, loadLocalization, seedLocalizationLists } from '../stores/localization.ts';
import { applyLocalization } from '../stores/preferences.ts';
import Modal, { useModalTrigger } from '../../../ui/Modal.tsx';
import { readLists } from './lists-data.ts';

attachLocalizationListeners();

const ID = MODAL_IDS.localization;

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (e: { currentTarget: { value: string } }) => void;
  options: readonly { value: string; label: string }[];
}

function SelectField({ name, label, value, onChange, options }: SelectFieldProps) {
  const id = `loc-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={onChange}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function PreferencesForm({ lists }: { lists: LocalizationLists }) {
  const current = useStore($localization);
  const T = useTexts('localization', localization);
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
      <SelectField
        name="locale"
        label={T.language}
        value={form.locale}
        onChange={set('locale')}
        options={lists.locales.map((l) => ({ value: l.code, label: l.name }))}
      />
      <SelectField
        name="currency"
        label={T.currency}
        value={form.currency}
        onChange={set('currency')}
        options={lists.currencies.map((c) => ({ value: c.currency, label: `${c.currency} ${c.symbol}`.trim() }))}
      />
      <SelectField
        name="region"
        label={T.region}
        value={form.region}
        onChange={set('region')}
        options={lists.regions.map((r) => ({ value: r.region, label: r.region }))}
      />
      <div className="modal__actions">
        <button type="submit" className="btn">
          {T.submit}
        </button>
      </div>
    </form>
  );
}

export default function LocalizationModal() {
  useModalTrigger(ID);
  const open = useStore($modal)?.id === ID;
  const lists = useStore($localizationLists);
  const { preferences } = useTexts('common', common);
  // The snapshot's lists, shown until (or unless) the live ones arrive; no element: the platform's defaults.
  useEffect(() => {
    const seeded = readLists();
    if (seeded) seedLocalizationLists(seeded);
    else void import('../../catalog/index.ts').then((catalog) => seedLocalizationLists(catalog.DEFAULT_LOCALIZATION));
  }, []);
  useEffect(() => {
    if (open) void loadLocalization();
  }, [open]);
  return (
    <Modal id={ID} title={preferences}>
      {lists && <PreferencesForm lists={lists} />}
    </Modal>
  );
}
