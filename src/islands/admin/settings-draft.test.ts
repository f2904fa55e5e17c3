import { describe, expect, it } from 'vitest';
import { defaultShopSettings } from '../../lib/shop';
import { changedSettings, toDraft } from './settings-draft';

describe('changedSettings', () => {
  it('sends nothing when nothing changed', () => {
    expect(changedSettings(defaultShopSettings, toDraft(defaultShopSettings))).toEqual({});
  });

  it('sends only the changed parts, numbers as numbers', () => {
    const draft = toDraft(defaultShopSettings);
    draft.phone = '98765 43210';
    draft.shipping.charge = '49.50';
    draft.hours = { ...draft.hours, sunday: { closed: true, opens: '11:00', closes: '17:00' } };
    expect(changedSettings(defaultShopSettings, draft)).toEqual({
      phone: '98765 43210',
      shipping: { charge: 49.5, freeAbove: 5000 },
      hours: {
        ...defaultShopSettings.hours,
        sunday: { closed: true, opens: '11:00', closes: '17:00' },
      },
    });
  });

  it('leaves text that is not a plain number for the server to refuse', () => {
    const draft = toDraft(defaultShopSettings);
    draft.map.lat = '26.9N';
    expect(changedSettings(defaultShopSettings, draft)).toEqual({
      map: { lat: '26.9N', lon: defaultShopSettings.map.lon },
    });
  });
});
