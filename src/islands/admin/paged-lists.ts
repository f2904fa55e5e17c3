// The admin lists paged on the server. They are here rather than in their screens because the app
// starts a list's first request before the screen's code has arrived (first-load.ts).
import { pagedList } from './list-address';

export const productList = pagedList(
  '/api/admin/products',
  {
    '-created': 'Newest first',
    created: 'Oldest first',
    name: 'Name A–Z',
    '-name': 'Name Z–A',
    code: 'Code A–Z',
    '-code': 'Code Z–A',
    price: 'Price, low to high',
    '-price': 'Price, high to low',
  },
  ['show'],
);

export const customerList = pagedList('/api/admin/users', {
  '-created': 'Newest first',
  created: 'Oldest first',
  name: 'Name A–Z',
  '-name': 'Name Z–A',
  email: 'E-mail A–Z',
  '-email': 'E-mail Z–A',
});

export const auditList = pagedList(
  '/api/admin/audit',
  { '-at': 'Newest first', at: 'Oldest first' },
  ['actor', 'entity', 'from', 'to'],
);
