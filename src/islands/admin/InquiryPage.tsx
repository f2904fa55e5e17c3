import { useEffect, useId, useState } from 'react';
import { stageLabels, stages, type Stage } from '../../contract/stages';
import { formatRupees } from '../../contract/money';
import { client } from '../../lib/api-client';
import { breakupLine, rateText } from '../../lib/price-text';
import { adminSend, toastResult } from './http';
import { FollowUpMark, StageBadge, type DeskInquiryAnswer } from './inquiry-bits';
import { InquiryAnswer } from './InquiryAnswer';
import { QuotesPanel } from './QuotesPanel';
import { InquiryMailNote, InquiryThread } from './InquiryThread';
import { Link } from './Link';
import { dateTime, shortDate } from './dates';
import { LoadError, Loading, PageHead, Spinner } from './screen-parts';
import { useLoad } from './use-load';

type Inquiry = DeskInquiryAnswer['inquiry'];

/** Who wrote: name, e-mail, phone, WhatsApp, their account and their other inquiries. */
function CustomerPanel({ inquiry }: { inquiry: Inquiry }) {
  const { customer } = inquiry;
  return (
    <section className="adm-panel" aria-labelledby="customer-title">
      <div className="adm-panel-head">
        <h2 id="customer-title">Customer</h2>
      </div>
      <dl className="adm-desk-facts">
        <dt>Name</dt>
        <dd>{customer.name}</dd>
        <dt>E-mail</dt>
        <dd>
          <a
            href={`mailto:${customer.email}?subject=${encodeURIComponent(`Your inquiry ${inquiry.reference}`)}`}
          >
            {customer.email}
          </a>
        </dd>
        <dt>Phone</dt>
        <dd>
          {customer.phone ? (
            <a href={`tel:${customer.phone.replace(/\s/g, '')}`}>{customer.phone}</a>
          ) : (
            <span className="adm-muted">Not given</span>
          )}
        </dd>
        <dt>Account</dt>
        <dd>
          {customer.account
            ? `Registered ${shortDate(customer.account.createdAt)} as ${customer.account.name}`
            : 'Sent without signing in'}
        </dd>
      </dl>
      <div className="adm-desk-contact">
        {inquiry.whatsApp && (
          <a className="adm-btn" href={inquiry.whatsApp} target="_blank" rel="noopener noreferrer">
            Reply on WhatsApp
          </a>
        )}
        {customer.otherInquiries > 0 && (
          <Link
            className="adm-btn adm-btn-ghost adm-btn-small"
            href={`/admin/adm-inquiry?q=${encodeURIComponent(customer.email)}`}
          >
            {customer.otherInquiries} other{' '}
            {customer.otherInquiries === 1 ? 'inquiry' : 'inquiries'} from this address
          </Link>
        )}
      </div>
    </section>
  );
}

/** The message and the pieces as they were when asked about. */
function RequestPanel({ inquiry }: { inquiry: Inquiry }) {
  return (
    <section className="adm-panel" aria-labelledby="request-title">
      <div className="adm-panel-head">
        <h2 id="request-title">{inquiry.kind === 'contact' ? 'Contact message' : 'Inquiry'}</h2>
      </div>
      <p className="adm-desk-message">{inquiry.message}</p>
      {inquiry.items.length > 0 && (
        <div className="adm-tablewrap">
          <table className="adm-table adm-desk-pieces">
            <caption className="sr-only">Pieces asked about, with the price seen then</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Piece</th>
                <th scope="col">Size</th>
                <th scope="col" className="adm-num">
                  Qty
                </th>
                <th scope="col" className="adm-num">
                  Price then
                </th>
              </tr>
            </thead>
            <tbody>
              {inquiry.items.map((item, i) => (
                <tr key={`${item.code}-${i}`}>
                  <td data-label="Code">
                    <span className="adm-code">{item.code}</span>
                  </td>
                  <td data-label="Piece">
                    {item._id ? (
                      <a href={`/prod-detail/${item._id}`} target="_blank" rel="noopener">
                        {item.name}
                      </a>
                    ) : (
                      <>
                        {item.name} <span className="adm-muted">(deleted)</span>
                      </>
                    )}
                    {item.breakup && (
                      <span className="adm-sub">
                        {breakupLine(item.breakup)} · {rateText(item.breakup)}
                      </span>
                    )}
                  </td>
                  <td data-label="Size">{item.size || <span className="adm-muted">—</span>}</td>
                  <td data-label="Qty" className="adm-num">
                    {item.qty}
                  </td>
                  <td data-label="Price then" className="adm-num">
                    {formatRupees(item.price)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The stage now and a control to move it. */
function StagePanel({ inquiry, onDone }: { inquiry: Inquiry; onDone: () => void }) {
  const id = useId();
  const [stage, setStage] = useState<Stage>(inquiry.stage);
  const [busy, setBusy] = useState(false);
  useEffect(() => setStage(inquiry.stage), [inquiry.stage]);

  async function change() {
    setBusy(true);
    const result = await adminSend(
      client.admin.inquiries[':id'].stage.$patch({
        param: { id: encodeURIComponent(inquiry._id) },
        json: { stage },
      }),
    );
    setBusy(false);
    toastResult(result);
    if (result.ok) onDone();
  }

  return (
    <section className="adm-panel" aria-labelledby="stage-title">
      <div className="adm-panel-head">
        <h2 id="stage-title">Stage</h2>
        <StageBadge stage={inquiry.stage} />
      </div>
      <div className="adm-desk-stage">
        <label htmlFor={id} className="sr-only">
          New stage
        </label>
        <select
          id={id}
          className="adm-input adm-select"
          value={stage}
          onChange={(event) => setStage(event.target.value as Stage)}
        >
          {stages.map((s) => (
            <option key={s} value={s}>
              {stageLabels[s]}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="adm-btn adm-btn-ghost"
          disabled={busy || stage === inquiry.stage}
          onClick={change}
        >
          {busy && <Spinner />} Change stage
        </button>
      </div>
    </section>
  );
}

/**
 * One inquiry on the desk (`/admin/inquiries/{id}`, where the owner's e-mail links): the customer,
 * what they asked about, the thread, the answer forms and the stage.
 */
export function InquiryPage({ id }: { id: string }) {
  const { data, error, loading, reload } = useLoad<DeskInquiryAnswer>(
    `/api/admin/inquiries/${encodeURIComponent(id)}`,
  );
  const inquiry = data?.inquiry;
  useEffect(() => {
    if (inquiry) document.title = `${inquiry.reference} · Chandi Admin`;
  }, [inquiry]);

  return (
    <>
      <PageHead
        title={inquiry ? `Inquiry ${inquiry.reference}` : 'Inquiry'}
        intro={
          inquiry && (
            <>
              From {inquiry.customer.name} · received {dateTime(inquiry.createdAt)}{' '}
              <StageBadge stage={inquiry.stage} />
              {inquiry.kind === 'contact' && <span className="adm-tag">Contact</span>}
              {inquiry.followUp && <FollowUpMark />}
            </>
          )
        }
      >
        <Link className="adm-btn adm-btn-ghost" href="/admin/adm-inquiry">
          All inquiries
        </Link>
      </PageHead>
      {error && !data && <LoadError text={error} onRetry={reload} />}
      {loading && !data && <Loading text="Loading the inquiry…" />}
      {inquiry && (
        <div className="adm-desk">
          <div className="adm-desk-main">
            <RequestPanel inquiry={inquiry} />
            <section className="adm-panel" aria-labelledby="thread-title">
              <div className="adm-panel-head">
                <h2 id="thread-title">Thread</h2>
              </div>
              {inquiry.acknowledgement && (
                <InquiryMailNote
                  inquiryId={inquiry._id}
                  what="Acknowledgement"
                  delivery={inquiry.acknowledgement}
                  onDone={reload}
                />
              )}
              <InquiryThread events={inquiry.events} inquiryId={inquiry._id} onDone={reload} />
            </section>
            {inquiry.kind === 'inquiry' && (
              <QuotesPanel
                inquiryId={inquiry._id}
                pieces={inquiry.items}
                spam={inquiry.stage === 'spam'}
                onDone={reload}
              />
            )}
            <InquiryAnswer
              inquiryId={inquiry._id}
              email={inquiry.customer.email}
              spam={inquiry.stage === 'spam'}
              onDone={reload}
            />
          </div>
          <div className="adm-desk-side">
            <CustomerPanel inquiry={inquiry} />
            <StagePanel inquiry={inquiry} onDone={reload} />
          </div>
        </div>
      )}
    </>
  );
}
