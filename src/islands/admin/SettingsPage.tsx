import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { fieldMessage } from '../../contract/messages';
import { socialNetworks, type ShopSettings } from '../../lib/shop';
import { useFocusFirstInvalid } from '../use-submit';
import { AlertSettingsCard } from './AlertSettingsCard';
import { adminApi, toastResult } from './http';
import { watchPublish } from './publish';
import { changedSettings, toDraft, type SettingsDraft } from './settings-draft';
import { SettingsHours } from './SettingsHours';
import { TextArea, TextField } from './fields';
import { LoadError, Loading, PageHead, Spinner } from './screen-parts';
import { useLoad } from './use-load';

interface SettingsAnswer {
  settings: ShopSettings;
  /** True until the owner saves: the shop still shows the demo values. */
  demo: boolean;
}

const socialLabels = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
} as const;

/**
 * The owner's Settings screen (DESIGN §10): the shop's name, contacts, address, hours, social
 * links, map position, GSTIN, shipping, and the About and Contact pages' own words (story, street,
 * contact introduction). Saving sends what changed and publishes the pages.
 */
export function SettingsPage() {
  const { data, error, loading, reload } = useLoad<SettingsAnswer>('/api/admin/settings');
  const [saved, setSaved] = useState<SettingsAnswer | null>(null);
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [failures, setFailures] = useState(0);
  useFocusFirstInvalid(form, failures);

  useEffect(() => {
    if (!data) return;
    setSaved(data);
    setDraft(toDraft(data.settings));
  }, [data]);

  if (!saved || !draft) {
    return (
      <>
        <PageHead title="Settings" />
        {error && <LoadError text={error} onRetry={reload} />}
        {loading && <Loading text="Loading the settings…" />}
      </>
    );
  }

  const changes = changedSettings(saved.settings, draft);
  const dirty = Object.keys(changes).length > 0;
  const edit = (next: Partial<SettingsDraft>) => setDraft({ ...draft, ...next });
  const err = (path: string, label: string) => fieldMessage(label, errors[path]);
  // A field's error goes as soon as it is edited: what is left on screen is still to be fixed.
  const forget = (prefix: string) =>
    setErrors((shown) =>
      Object.fromEntries(Object.entries(shown).filter(([path]) => !path.startsWith(prefix))),
    );
  const text = (
    label: string,
    path: string,
    value: string,
    set: (value: string) => void,
    more: { type?: string; hint?: string; required?: boolean; inputMode?: 'decimal' } = {},
  ) => (
    <TextField
      label={label}
      name={path}
      value={value}
      onChange={(e) => {
        set(e.target.value);
        forget(path);
      }}
      error={err(path, label)}
      {...more}
    />
  );

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!dirty || busy) return;
    setBusy(true);
    const result = await adminApi<SettingsAnswer>('/api/admin/settings', {
      method: 'PUT',
      json: changes,
    });
    setBusy(false);
    toastResult(result);
    if (result.ok && result.body?.settings) {
      setErrors({});
      setSaved({ settings: result.body.settings, demo: false });
      setDraft(toDraft(result.body.settings));
      watchPublish();
    } else {
      setErrors(result.body?.errors ?? {});
      setFailures((count) => count + 1);
    }
  }

  const { address, social, map, shipping, pages } = draft;
  // The About and Contact pages' own words: plain text, a blank line between paragraphs.
  const pageText = (label: string, part: keyof typeof pages, rows: number, hint: string) => (
    <TextArea
      label={label}
      name={`pages.${part}`}
      rows={rows}
      required
      value={pages[part]}
      onChange={(e) => {
        edit({ pages: { ...pages, [part]: e.target.value } });
        forget(`pages.${part}`);
      }}
      error={err(`pages.${part}`, label)}
      hint={hint}
    />
  );
  return (
    <>
      <PageHead
        title="Settings"
        intro="What the shop's pages, footer, contact page and e-mails say about the shop."
      />
      {saved.demo && (
        <p className="adm-settings-demo" role="note">
          These are still the demo values. Check each one and save to publish your own.
        </p>
      )}
      <form className="adm-settings" noValidate onSubmit={submit} ref={form}>
        {Object.keys(errors).length > 0 && (
          <p className="adm-formproblem" role="alert">
            Please check the highlighted fields.
          </p>
        )}
        <section className="adm-panel" aria-labelledby="settings-shop">
          <div className="adm-panel-head">
            <h2 id="settings-shop">The shop</h2>
          </div>
          <div className="adm-grid-2">
            {text('Shop name', 'name', draft.name, (name) => edit({ name }), { required: true })}
            {text('Legal name', 'legalName', draft.legalName, (legalName) => edit({ legalName }), {
              required: true,
              hint: 'The registered business name, shown on the terms page.',
            })}
            {text('GSTIN', 'gstin', draft.gstin, (gstin) => edit({ gstin }), {
              hint: 'Optional. 15 characters, e.g. 08ABCDE1234F1Z0.',
            })}
          </div>
        </section>
        <section className="adm-panel" aria-labelledby="settings-contact">
          <div className="adm-panel-head">
            <h2 id="settings-contact">Contact</h2>
          </div>
          <div className="adm-grid-2">
            {text('Phone', 'phone', draft.phone, (phone) => edit({ phone }), {
              type: 'tel',
              required: true,
              hint: 'A landline with its STD code (0141 257 0000) or a mobile (98290 12345).',
            })}
            {text('WhatsApp number', 'whatsapp', draft.whatsapp, (whatsapp) => edit({ whatsapp }), {
              type: 'tel',
              required: true,
              hint: 'A mobile number, e.g. 98290 12345.',
            })}
            {text('E-mail', 'email', draft.email, (email) => edit({ email }), {
              type: 'email',
              required: true,
            })}
          </div>
        </section>
        <section className="adm-panel" aria-labelledby="settings-address">
          <div className="adm-panel-head">
            <h2 id="settings-address">Address</h2>
          </div>
          <div className="adm-grid-2">
            {(
              [
                ['line1', 'Address line 1'],
                ['line2', 'Address line 2'],
                ['city', 'City'],
                ['region', 'State'],
                ['postcode', 'PIN code'],
                ['country', 'Country'],
              ] as const
            ).map(([part, label]) => (
              <div key={part}>
                {text(label, `address.${part}`, address[part], (value) =>
                  edit({ address: { ...address, [part]: value } }),
                )}
              </div>
            ))}
          </div>
          <div className="adm-grid-2">
            {text('Map latitude', 'map.lat', map.lat, (lat) => edit({ map: { ...map, lat } }), {
              inputMode: 'decimal',
              hint: 'Where the contact page map puts its marker.',
            })}
            {text('Map longitude', 'map.lon', map.lon, (lon) => edit({ map: { ...map, lon } }), {
              inputMode: 'decimal',
            })}
          </div>
        </section>
        <section className="adm-panel" aria-labelledby="settings-hours">
          <div className="adm-panel-head">
            <h2 id="settings-hours">Opening hours</h2>
          </div>
          <SettingsHours
            hours={draft.hours}
            onChange={(hours) => {
              edit({ hours });
              forget('hours');
            }}
            errors={errors}
          />
        </section>
        <section className="adm-panel" aria-labelledby="settings-social">
          <div className="adm-panel-head">
            <h2 id="settings-social">Social links</h2>
          </div>
          <p className="adm-hint">Leave a box empty when the shop has no account there.</p>
          <div className="adm-grid-2">
            {socialNetworks.map((network) => (
              <div key={network}>
                {text(
                  socialLabels[network],
                  `social.${network}`,
                  social[network],
                  (value) => edit({ social: { ...social, [network]: value } }),
                  { type: 'url', hint: 'https://…' },
                )}
              </div>
            ))}
          </div>
        </section>
        <section className="adm-panel" aria-labelledby="settings-shipping">
          <div className="adm-panel-head">
            <h2 id="settings-shipping">Shipping</h2>
          </div>
          <div className="adm-grid-2">
            {text(
              'Shipping charge (₹)',
              'shipping.charge',
              shipping.charge,
              (charge) => edit({ shipping: { ...shipping, charge } }),
              { inputMode: 'decimal' },
            )}
            {text(
              'Free shipping above (₹)',
              'shipping.freeAbove',
              shipping.freeAbove,
              (freeAbove) => edit({ shipping: { ...shipping, freeAbove } }),
              { inputMode: 'decimal', hint: 'Orders above this amount ship free.' },
            )}
          </div>
        </section>
        <section className="adm-panel" aria-labelledby="settings-pages">
          <div className="adm-panel-head">
            <h2 id="settings-pages">About and Contact pages</h2>
          </div>
          {text(
            'Street or quarter',
            'pages.area',
            pages.area,
            (area) => edit({ pages: { ...pages, area } }),
            {
              required: true,
              hint: 'Named beside the city on the About page, e.g. Johari Bazaar.',
            },
          )}
          {pageText(
            'Our story',
            'story',
            10,
            'The About page’s story. Plain text; leave a blank line between paragraphs.',
          )}
          {pageText(
            'Contact page introduction',
            'contactIntro',
            3,
            'The words at the head of the Contact page. Plain text.',
          )}
        </section>
        <div className="adm-actions adm-settings-actions">
          {dirty && <span className="adm-hint">Unsaved changes</span>}
          <button type="submit" className="adm-btn" disabled={busy || !dirty} aria-busy={busy}>
            {busy && <Spinner />}
            {busy ? 'Saving...' : 'Save settings'}
          </button>
        </div>
      </form>
      <AlertSettingsCard />
    </>
  );
}
