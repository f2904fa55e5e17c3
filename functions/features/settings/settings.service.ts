import * as z from '../../lib/zod';
import { paiseToRupees, rupeesToPaise } from '../../../src/contract/money';
import {
  dayName,
  defaultPageTexts,
  defaultShopSettings,
  weekdays,
  type ShopSettings,
} from '../../../src/lib/shop';
import { auditEntry, type Actor } from '../../lib/audit';
import { bumpCatalogueVersion } from '../../lib/catalogue-version';
import type { Db } from '../../lib/db';
import { badRequest, type FieldErrors } from '../../lib/errors';
import { readSetting, writeSetting } from '../../lib/settings';
import type { ShopSettingsInput } from './settings.schemas';

const key = 'shop';

/** The settings as stored: money in paise (DESIGN §2), the rest as the API shows it. */
type StoredShop = Omit<ShopSettings, 'shipping'> & {
  shipping: { chargePaise: number; freeAbovePaise: number };
};

const toStored = (settings: ShopSettings): StoredShop => ({
  ...settings,
  shipping: {
    chargePaise: rupeesToPaise(settings.shipping.charge),
    freeAbovePaise: rupeesToPaise(settings.shipping.freeAbove),
  },
});

const fromStored = (stored: StoredShop): ShopSettings => ({
  ...stored,
  shipping: {
    charge: paiseToRupees(stored.shipping.chargePaise),
    freeAbove: paiseToRupees(stored.shipping.freeAbovePaise),
  },
});

/**
 * `base` with each value of `over` that has the same type laid on top, object by object: a
 * document saved before a field existed reads with that field's default, and nothing of another
 * shape slips in.
 */
function overlay<T>(base: T, over: unknown): T {
  if (typeof base !== 'object' || base === null)
    return typeof over === typeof base ? (over as T) : base;
  if (typeof over !== 'object' || over === null || Array.isArray(over)) return base;
  const result = { ...base } as Record<string, unknown>;
  for (const [name, value] of Object.entries(base as Record<string, unknown>)) {
    result[name] = overlay(value, (over as Record<string, unknown>)[name]);
  }
  return result as T;
}

/** The saved settings over the defaults, and whether the owner has ever saved them. */
export async function readShopSettingsState(
  db: Db,
): Promise<{ settings: ShopSettings; saved: boolean }> {
  const stored = await readSetting(db, key, z.nullable(z.record(z.string(), z.unknown())), null);
  const settings = fromStored(overlay(toStored(defaultShopSettings), stored));
  // The pages' words default to the wording they had, with the shop's name and street as saved.
  settings.pages = overlay(defaultPageTexts(settings.name, settings.address.line1), stored?.pages);
  return { settings, saved: stored !== null };
}

/** The shop's settings as pages, e-mails and the API show them: the defaults until the owner saves. */
export async function readShopSettings(db: Db): Promise<ShopSettings> {
  return (await readShopSettingsState(db)).settings;
}

/** `current` with the input's parts laid on top: each object merged, each day's hours merged. */
function mergeSettings(current: ShopSettings, input: ShopSettingsInput): ShopSettings {
  const hours = { ...current.hours };
  for (const day of weekdays) hours[day] = { ...hours[day], ...definedParts(input.hours?.[day]) };
  return {
    ...current,
    ...definedParts({
      name: input.name,
      legalName: input.legalName,
      phone: input.phone,
      whatsapp: input.whatsapp,
      email: input.email,
      gstin: input.gstin,
    }),
    address: { ...current.address, ...definedParts(input.address) },
    hours,
    social: { ...current.social, ...definedParts(input.social) },
    map: { ...current.map, ...definedParts(input.map) },
    shipping: { ...current.shipping, ...definedParts(input.shipping) },
    pages: { ...current.pages, ...definedParts(input.pages) },
  };
}

const definedParts = <T extends object>(parts: T | undefined): Partial<T> =>
  Object.fromEntries(
    Object.entries(parts ?? {}).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

/**
 * The pages' words the owner wrote: those that differ from the defaults both before and after the
 * change. Only these are stored, so words left as they were keep naming the shop and street as
 * they are saved (a new name or street changes the default story too).
 */
function ownWords(before: ShopSettings, after: ShopSettings): Partial<ShopSettings['pages']> {
  const defaults = [before, after].map((shop) => defaultPageTexts(shop.name, shop.address.line1));
  const parts = ['area', 'story', 'contactIntro'] as const;
  return Object.fromEntries(
    parts
      .filter((part) => defaults.every((words) => words[part] !== after.pages[part]))
      .map((part) => [part, after.pages[part]]),
  );
}

/** What is wrong with a week's hours, by field (`hours.monday.closes`); empty when it makes sense. */
export function hoursProblems(hours: ShopSettings['hours']): FieldErrors {
  const errors: FieldErrors = {};
  for (const day of weekdays) {
    const { closed, opens, closes } = hours[day];
    if (closed) continue;
    const at = `hours.${day}`;
    if (!opens) errors[`${at}.opens`] = `is required on an open day (${dayName(day)})`;
    if (!closes) errors[`${at}.closes`] = `is required on an open day (${dayName(day)})`;
    if (opens && closes && opens >= closes) {
      errors[`${at}.closes`] = `must be after the opening time (${dayName(day)} opens at ${opens})`;
    }
  }
  if (weekdays.every((day) => hours[day].closed)) errors.hours = 'must have at least one open day';
  return errors;
}

/**
 * Save the parts of the settings in `input`, the rest as they were: the setting, a new catalogue
 * version (so the pages are rebuilt from it) and the audit entry, in one batch. 400 naming the
 * fields when the resulting week's hours do not make sense. Returns the saved settings.
 */
export async function saveShopSettings(
  db: Db,
  actor: Actor,
  input: ShopSettingsInput,
  now: number,
): Promise<ShopSettings> {
  const { settings: before } = await readShopSettingsState(db);
  const after = mergeSettings(before, input);
  const problems = hoursProblems(after.hours);
  if (Object.keys(problems).length) {
    const summary = Object.entries(problems)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; ');
    throw badRequest(`Invalid settings: ${summary}`, problems);
  }
  await db.batch([
    writeSetting(db, key, { ...toStored(after), pages: ownWords(before, after) }),
    bumpCatalogueVersion(db, now),
    auditEntry(db, {
      actor,
      entity: 'settings',
      entityId: key,
      action: 'update',
      before: { ...before },
      after: { ...after },
      at: now,
    }),
  ]);
  return after;
}
