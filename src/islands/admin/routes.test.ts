import { describe, expect, it } from 'vitest';
import { isOwnerOnly, matchRoute, menu, routes, titleOf, type RouteName } from './routes';

const names = Object.keys(routes) as RouteName[];

describe('the admin route table', () => {
  it('opens each screen at its own address, with the id its address names', () => {
    for (const name of names) {
      const path = routes[name].path.replace(':id', 'abc123');
      const id = routes[name].path.includes(':id') ? 'abc123' : undefined;
      expect(matchRoute(path), path).toEqual({ name, id });
      expect(matchRoute(`${path}/`), `${path}/`).toEqual({ name, id });
    }
  });

  it('keeps the older addresses, decodes the id and knows no other address', () => {
    expect(matchRoute('/admin/inquiries')).toEqual({ name: 'inquiries' });
    expect(matchRoute('/admin/products/edit/a%20b')).toEqual({ name: 'product-edit', id: 'a b' });
    expect(matchRoute('/admin/products/edit')).toEqual({ name: 'not-found' });
    expect(matchRoute('/admin/users/a/b')).toEqual({ name: 'not-found' });
    expect(matchRoute('/admin/nothing')).toEqual({ name: 'not-found' });
    expect(titleOf({ name: 'not-found' })).toBe('Page not found');
  });

  it('lists the menu in its order, each item lit on the screens within it', () => {
    expect(menu.map((item) => [item.label, item.href])).toEqual([
      ['Dashboard', '/admin'],
      ['Customers', '/admin/users'],
      ['Category', '/admin/category'],
      ['Products', '/admin/products'],
      ['Inquiries', '/admin/adm-inquiry'],
      ['Staff', '/admin/staff'],
      ['Trade', '/admin/trade'],
      ['Settings', '/admin/settings'],
      ['Audit trail', '/admin/audit'],
      ['Backups', '/admin/backups'],
    ]);
    const products = menu.find((item) => item.name === 'products')!;
    expect(products.covers).toEqual(['products', 'product-add', 'product-edit']);
    // Every screen outside the menu is within an item, so some item is lit wherever the admin is.
    for (const name of names) {
      expect(
        menu.filter((item) => item.covers.includes(name)),
        name,
      ).toHaveLength(1);
    }
  });

  it('marks the owner’s screens, and the menu hides them from staff', () => {
    const ownerOnly = names.filter((name) => isOwnerOnly({ name }));
    expect(ownerOnly).toEqual(['staff', 'trade', 'settings', 'audit', 'backups']);
    expect(menu.filter((item) => item.ownerOnly).map((item) => item.name)).toEqual(ownerOnly);
    expect(isOwnerOnly({ name: 'not-found' })).toBe(false);
  });

  it('starts the first list of a screen from its address', () => {
    expect(routes.products.firstList?.('?q=ring&page=2')).toBe('/api/admin/products?q=ring&page=2');
    expect(routes.category.firstList?.('')).toBe('/api/admin/categories');
    expect(routes.dashboard.firstList).toBeUndefined();
  });
});
