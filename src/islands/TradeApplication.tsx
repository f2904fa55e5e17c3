import { useEffect, useState, type FormEvent } from 'react';
import { messageOf } from '../lib/api';
import { client, send } from '../lib/api-client';
import { flashToast } from '../stores/toast';
import { Field, FormProblem, SubmitButton } from './form-bits';
import { useSubmit } from './use-submit';

const here = '/account/trade';

type Account = {
  state: 'pending' | 'approved' | 'declined';
  businessName: string;
  note: string | null;
};

const empty = { businessName: '', gstin: '', country: '', registration: '', phone: '', sells: '' };

/** What the applicant reads about their account, by its state. */
function Standing({ account }: { account: Account }) {
  if (account.state === 'approved')
    return (
      <div className="trade-standing" data-trade-state="approved">
        <h2>Your trade account is approved</h2>
        <p>
          {account.businessName}: trade prices and each design&apos;s minimum quantity show on the
          catalogue, product pages and your cart while you are signed in. Amounts in other
          currencies are indicative.
        </p>
        <a className="btn" href="/shop/product">
          Browse at trade prices
        </a>
      </div>
    );
  return (
    <div className="trade-standing" data-trade-state={account.state}>
      <h2>
        {account.state === 'pending'
          ? 'Your application is with the shop'
          : 'Your last application was not approved'}
      </h2>
      <p>
        {account.state === 'pending'
          ? `We will answer the application for ${account.businessName} by e-mail.`
          : 'You can apply again below.'}
      </p>
      {account.note && <blockquote>{account.note}</blockquote>}
    </div>
  );
}

/**
 * A signed-in customer's trade account: the application form (GSTIN, or country and business
 * registration abroad), then where it stands. Guests are sent to sign in.
 */
export default function TradeApplication() {
  const [account, setAccount] = useState<Account | null | undefined>(undefined);
  const [fields, setFields] = useState(empty);
  const { form, busy, problem, errors, submit } = useSubmit();

  useEffect(() => {
    void (async () => {
      const result = await send(client.trade.account.$get());
      if (result.status === 401) {
        flashToast('Please login first', 'error');
        window.location.replace(`/login?next=${encodeURIComponent(here)}`);
        return;
      }
      setAccount(result.ok ? ((result.body?.account as Account | null) ?? null) : null);
    })();
  }, []);

  if (account === undefined) return <p className="empty">Loading your trade account…</p>;
  const canApply = account === null || account.state === 'declined';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(
      async () => {
        const result = await send(client.trade.account.$post({ json: fields }));
        return {
          ok: result.ok,
          msg: messageOf(result, 'Your application could not be sent, please try again.'),
          errors: result.body?.errors ?? {},
        };
      },
      () => {
        flashToast('Application sent');
        window.location.reload();
      },
    );
  };
  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [name]: event.target.value });

  return (
    <>
      {account && <Standing account={account} />}
      {canApply && (
        <form ref={form} className="auth-form trade-form" noValidate onSubmit={onSubmit}>
          <h2>Apply for a trade account</h2>
          <p>
            For shops and resellers, in India and abroad. Approved accounts see trade prices and
            minimum quantities per design.
          </p>
          <FormProblem problem={problem} />
          <Field
            label="Business name"
            required
            value={fields.businessName}
            onChange={set('businessName')}
            error={errors.businessName}
            autoComplete="organization"
          />
          <Field
            label="GSTIN (Indian businesses)"
            value={fields.gstin}
            onChange={set('gstin')}
            error={errors.gstin}
            hint="15 characters, e.g. 08ABCDE1234F1Z5"
          />
          <Field
            label="Country (without a GSTIN)"
            value={fields.country}
            onChange={set('country')}
            error={errors.country}
            hint="Two letters, e.g. AE, GB, US"
            maxLength={2}
          />
          <Field
            label="Business registration number (without a GSTIN)"
            value={fields.registration}
            onChange={set('registration')}
            error={errors.registration}
          />
          <Field
            label="Phone"
            required
            type="tel"
            value={fields.phone}
            onChange={set('phone')}
            error={errors.phone}
            autoComplete="tel"
            hint="Indian or international (+971 …)"
          />
          <Field
            label="What you sell"
            required
            value={fields.sells}
            onChange={set('sells')}
            error={errors.sells}
          />
          <SubmitButton busy={busy} text="Apply" busyText="Sending…" />
        </form>
      )}
    </>
  );
}
