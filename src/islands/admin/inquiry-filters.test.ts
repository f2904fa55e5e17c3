import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes';
import { defaultView, searchOfView, viewFromSearch } from './inquiry-filters';

describe('the inquiry list in the address', () => {
  it('reads every filter, the order and the page, and writes them back the same', () => {
    const search =
      'stage=quoted&kind=contact&from=2026-11-01&to=2026-11-23&q=meera&followUp=true&sort=name&dir=asc&page=3&pageSize=50';
    const view = viewFromSearch(`?${search}`);
    expect(view).toEqual({
      stage: 'quoted',
      kind: 'contact',
      from: '2026-11-01',
      to: '2026-11-23',
      q: 'meera',
      followUp: true,
      order: 'name',
      page: 3,
      pageSize: 50,
    });
    expect(searchOfView(view)).toBe(search);
    expect(searchOfView(view, { withPage: false })).toBe(
      'stage=quoted&kind=contact&from=2026-11-01&to=2026-11-23&q=meera&followUp=true&sort=name&dir=asc',
    );
  });

  it('leaves defaults out and falls back to them for anything it does not know', () => {
    expect(searchOfView(defaultView)).toBe('');
    expect(
      viewFromSearch(
        '?stage=closed&kind=order&from=yesterday&page=0&pageSize=500&sort=price&dir=asc&followUp=1',
      ),
    ).toEqual(defaultView);
    expect(viewFromSearch('?page=2.5').page).toBe(1);
  });

  it('opens one inquiry at /admin/inquiries/{id}, and the list at both of its addresses', () => {
    expect(matchRoute('/admin/inquiries/abc123XYZ')).toEqual({ name: 'inquiry', id: 'abc123XYZ' });
    expect(matchRoute('/admin/inquiries/abc123XYZ/')).toEqual({ name: 'inquiry', id: 'abc123XYZ' });
    expect(matchRoute('/admin/inquiries')).toEqual({ name: 'inquiries' });
    expect(matchRoute('/admin/adm-inquiry')).toEqual({ name: 'inquiries' });
    expect(matchRoute('/admin/inquiries/a/b')).toEqual({ name: 'not-found' });
  });
});
