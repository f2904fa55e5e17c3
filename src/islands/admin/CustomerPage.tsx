import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { CustomerAnswer } from './answers';
import { stageLabels } from '../../contract/stages';
import { formatRupees } from '../../contract/money';
import { $admin } from '../../stores/admin';
import { ConfirmDialog } from './Dialog';
import { adminApi, toastResult } from './http';
import { Link } from './Link';
import { navigate } from './navigation';
import { dateTime, shortDate } from './dates';
import { LoadError, Loading, PageHead } from './screen-parts';
import { useLoad } from './use-load';

/**
 * One customer for the admin: the account (name, e-mail, phone, registration date), their
 * inquiries and their cart; the owner can delete the account on request (inquiries stay).
 */
export function CustomerPage({ id }: { id: string }) {
  const admin = useStore($admin);
  const { data, error, loading, reload } = useLoad<CustomerAnswer>(
    `/api/admin/customers/${encodeURIComponent(id)}`,
  );
  const [deleting, setDeleting] = useState(false);

  if (!data) {
    return (
      <>
        <PageHead title="Customer" />
        {error && <LoadError text={error} onRetry={reload} />}
        {loading && <Loading text="Loading the customer…" />}
      </>
    );
  }

  const { customer, inquiries, cart } = data;
  const cartTotal = cart.reduce((sum, line) => sum + line.product.total_price * line.qty, 0);
  async function remove() {
    const result = await adminApi(`/api/admin/customers/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    });
    toastResult(result);
    if (result.ok) navigate('/admin/users', { replace: true });
    else setDeleting(false);
  }

  return (
    <>
      <PageHead title={customer.name} intro="Customer account">
        <Link className="adm-btn adm-btn-ghost" href="/admin/users">
          All customers
        </Link>
        {admin?.role === 'owner' && (
          <button
            type="button"
            className="adm-btn adm-btn-danger"
            onClick={() => setDeleting(true)}
          >
            Delete account
          </button>
        )}
      </PageHead>
      <section className="adm-panel" aria-labelledby="customer-account">
        <div className="adm-panel-head">
          <h2 id="customer-account">Account</h2>
        </div>
        <dl className="adm-customer-facts">
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${customer.email}`}>{customer.email}</a>
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              {customer.phone ? (
                <a href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}>{customer.phone}</a>
              ) : (
                <span className="adm-muted">Not given</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Registered</dt>
            <dd>
              <time dateTime={customer.createdAt}>{shortDate(customer.createdAt)}</time>
            </dd>
          </div>
        </dl>
      </section>
      <section className="adm-panel" aria-labelledby="customer-inquiries">
        <div className="adm-panel-head">
          <h2 id="customer-inquiries">Inquiries ({inquiries.length})</h2>
        </div>
        {inquiries.length === 0 ? (
          <p className="adm-empty">No inquiries from this customer.</p>
        ) : (
          <ul className="adm-list" role="list">
            {inquiries.map((inquiry) => (
              <li key={inquiry._id}>
                <span>
                  <Link href={`/admin/inquiries/${encodeURIComponent(inquiry._id)}`}>
                    <strong>{inquiry.reference}</strong>
                  </Link>
                  <span className="adm-muted">
                    {' · '}
                    {inquiry.kind === 'contact'
                      ? 'Contact message'
                      : `${inquiry.pieces} ${inquiry.pieces === 1 ? 'piece' : 'pieces'}`}
                    {inquiry.byEmailOnly && ' · sent signed out, same e-mail'}
                  </span>
                </span>
                <span className="adm-list-end">
                  <span className="adm-muted">{dateTime(inquiry.createdAt)}</span>
                  <span className="adm-badge">{stageLabels[inquiry.stage]}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="adm-panel" aria-labelledby="customer-cart">
        <div className="adm-panel-head">
          <h2 id="customer-cart">Cart</h2>
        </div>
        {cart.length === 0 ? (
          <p className="adm-empty">The cart is empty.</p>
        ) : (
          <ul className="adm-list" role="list">
            {cart.map((line) => (
              <li key={`${line.product._id}-${line.size ?? ''}`}>
                <span>
                  <Link href={`/admin/products/edit/${encodeURIComponent(line.product._id)}`}>
                    <strong>{line.product.name}</strong>
                  </Link>{' '}
                  <span className="adm-code">{line.product.code}</span>
                  {line.size && <span className="adm-muted"> · size {line.size}</span>}
                  {!line.product.status && <span className="adm-muted"> · out of stock</span>}
                </span>
                <span className="adm-list-end">
                  {line.qty} × {formatRupees(line.product.total_price)}
                </span>
              </li>
            ))}
            <li>
              <strong>Total at today's prices</strong>
              <strong className="adm-list-end">{formatRupees(cartTotal)}</strong>
            </li>
          </ul>
        )}
      </section>
      {deleting && (
        <ConfirmDialog
          title={`Delete ${customer.name}'s account?`}
          message={`Their sign-in, cart and wishlist go for good. Their ${inquiries.length} ${
            inquiries.length === 1 ? 'inquiry stays' : 'inquiries stay'
          }, no longer linked to an account. Do this only when the customer asked for it.`}
          confirmLabel="Delete account"
          workingLabel="Deleting..."
          danger
          onCancel={() => setDeleting(false)}
          onConfirm={remove}
        />
      )}
    </>
  );
}
