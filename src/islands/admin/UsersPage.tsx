import type { Paged } from '../../contract/paging';
import { formatCount } from '../../contract/money';
import { Link } from './Link';
import { listPath } from './list-address';
import { useLastPageClamp, useListView } from './list-view';
import { customerList } from './paged-lists';
import { Pager, ServerSearch, SortPicker } from './Pager';
import type { UserRow } from './types';
import { shortDate } from './dates';
import { LoadError, Loading, PageHead } from './screen-parts';
import { useLoad } from './use-load';

const sortedColumn: Record<string, [string, 'ascending' | 'descending']> = {
  '-created': ['Registered', 'descending'],
  created: ['Registered', 'ascending'],
  name: ['Name', 'ascending'],
  '-name': ['Name', 'descending'],
  email: ['E-mail', 'ascending'],
  '-email': ['E-mail', 'descending'],
};

/**
 * The customers, one page at a time, searched (name, e-mail, phone) and sorted on the server; the
 * address keeps page, order and search. A name opens the customer's details (reference §2 "Users").
 */
export function UsersPage() {
  const [view, setView] = useListView(customerList.shape);
  const { data, error, loading, reload } = useLoad<Paged<UserRow>>(listPath(customerList, view));
  useLastPageClamp(view, data?.total, setView);
  const [sortedBy, direction] = sortedColumn[view.sort] ?? [];
  const header = (label: string) => (
    <th scope="col" aria-sort={sortedBy === label ? direction : undefined}>
      {label}
    </th>
  );

  return (
    <>
      <PageHead
        title="Customers"
        intro={
          data && !view.q
            ? `${formatCount(data.total)} registered ${data.total === 1 ? 'customer' : 'customers'}`
            : undefined
        }
      >
        <ServerSearch
          label="Search customers by name, e-mail or phone"
          placeholder="Name, e-mail or phone…"
          value={view.q}
          onSearch={(q) => setView({ q })}
        />
      </PageHead>
      <div className="adm-listbar">
        <SortPicker
          value={view.sort}
          choices={customerList.orders}
          onChange={(sort) => setView({ sort })}
        />
      </div>
      {error && !data && <LoadError text={error} onRetry={reload} />}
      {loading && !data && <Loading text="Loading customers…" />}
      {data && (
        <div className="adm-tablewrap" aria-busy={loading}>
          <table className="adm-table">
            <caption className="sr-only">Registered customers</caption>
            <thead>
              <tr>
                {header('Name')}
                {header('E-mail')}
                {header('Phone')}
                {header('Registered')}
              </tr>
            </thead>
            <tbody>
              {(data.items ?? []).map((user) => (
                <tr key={user._id}>
                  <td data-label="Name">
                    <Link href={`/admin/users/${encodeURIComponent(user._id)}`}>{user.name}</Link>
                  </td>
                  <td data-label="E-mail">
                    <a href={`mailto:${user.email}`}>{user.email}</a>
                  </td>
                  <td data-label="Phone">{user.phone ?? '—'}</td>
                  <td data-label="Registered">
                    <time dateTime={user.createdAt}>{shortDate(user.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.total === 0 && (
            <p className="adm-empty">
              {view.q ? 'No customers match your search.' : 'No customers found.'}
            </p>
          )}
          <Pager
            what="customers"
            page={view.page}
            pageSize={view.pageSize}
            total={data.total}
            onPage={(page) => setView({ page })}
            onPageSize={(pageSize) => setView({ pageSize })}
          />
        </div>
      )}
    </>
  );
}
