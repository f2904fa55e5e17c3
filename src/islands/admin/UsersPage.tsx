import { useMemo, useState } from 'react';
import type { UserRow } from './types';
import { LoadError, Loading, PageHead, SearchBox, shortDate, useLoad } from './ui';

/** The customers, read-only: name, e-mail and registration date (reference §2 "Users"). */
export function UsersPage() {
  const { data, error, loading, reload } = useLoad<{ User: UserRow[] }>('/api/user/get-user');
  const [query, setQuery] = useState('');
  const users = useMemo(() => {
    const q = query.trim().toLowerCase();
    const all = data?.User ?? [];
    return q
      ? all.filter((u) => u.name.toLowerCase().includes(q) || u.email.toLowerCase().includes(q))
      : all;
  }, [data, query]);

  return (
    <>
      <PageHead
        title="Users"
        intro={
          data
            ? `${data.User.length} registered ${data.User.length === 1 ? 'customer' : 'customers'}`
            : undefined
        }
      >
        <SearchBox label="Search users" value={query} onChange={setQuery} />
      </PageHead>
      {error && !data && <LoadError text={error} onRetry={reload} />}
      {loading && !data && <Loading text="Loading users…" />}
      {data && (
        <div className="adm-tablewrap">
          <table className="adm-table">
            <caption className="sr-only">Registered customers</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Registered</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user._id}>
                  <td data-label="Name">{user.name}</td>
                  <td data-label="E-mail">
                    <a href={`mailto:${user.email}`}>{user.email}</a>
                  </td>
                  <td data-label="Registered">
                    <time dateTime={user.createdAt}>{shortDate(user.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {users.length === 0 && (
            <p className="adm-empty">{query ? 'No users match your search.' : 'No users found.'}</p>
          )}
        </div>
      )}
    </>
  );
}
