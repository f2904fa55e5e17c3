// The Settings screen's editable copy of the shop's settings: numbers stay as typed until sent,
// so the server can name a value that is not a number instead of the form guessing.
import type { ShopSettings } from '../../lib/shop';

type Numbers<T> = { [K in keyof T]: string };

/** The settings as the form holds them: every number as the text in its box. */
export type SettingsDraft = Omit<ShopSettings, 'map' | 'shipping'> & {
  map: Numbers<ShopSettings['map']>;
  shipping: Numbers<ShopSettings['shipping']>;
};

/** The saved settings as the form shows them. */
export const toDraft = (settings: ShopSettings): SettingsDraft => ({
  ...settings,
  map: { lat: String(settings.map.lat), lon: String(settings.map.lon) },
  shipping: {
    charge: String(settings.shipping.charge),
    freeAbove: String(settings.shipping.freeAbove),
  },
});

// What a person types as a number; anything else goes to the server as it is, to be refused there.
const plainDecimal = /^-?\d+(\.\d+)?$/;
const number = (text: string): number | string =>
  plainDecimal.test(text.trim()) ? Number(text.trim()) : text;

/**
 * The body of `PUT /api/admin/settings`: only the parts that differ from `saved` (the server keeps
 * the rest), numbers as numbers when they are plain decimals. Empty when nothing changed.
 */
export function changedSettings(
  saved: ShopSettings,
  draft: SettingsDraft,
): Record<string, unknown> {
  const typed: Record<string, unknown> = {
    ...draft,
    map: { lat: number(draft.map.lat), lon: number(draft.map.lon) },
    shipping: {
      charge: number(draft.shipping.charge),
      freeAbove: number(draft.shipping.freeAbove),
    },
  };
  const before = saved as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(typed).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]),
    ),
  );
}
