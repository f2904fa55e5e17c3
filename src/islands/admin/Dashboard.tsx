import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatCount } from '../../contract/money';
import { shopTimeZone } from '../../contract/shop-day';
import { $admin } from '../../stores/admin';
import { Icon, type IconName } from './icons';
import { Link } from './Link';
import { PublishStatus } from './PublishStatus';
import { MaintenanceCard } from './MaintenanceCard';
import { OutboxCard } from './OutboxCard';
import { BackupWarning } from './BackupWarning';
import { setPublish } from './publish';
import { SilverRateCard } from './SilverRateCard';
import { ExchangeRatesCard } from './ExchangeRatesCard';
import { SpeedCard } from './SpeedCard';
import type { DashboardAnswer } from './answers';
import { StageBadge } from './inquiry-bits';
import { InquiryStagesPanel } from './InquiryStagesPanel';
import { dateTime } from './dates';
import { LoadError, Loading, PageHead } from './screen-parts';
import { useLoad } from './use-load';

/** A clock that ticks every second (reference §2 "live clock"), in India's time. */
export function LiveClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="adm-clock">
      <Icon name="clock" />
      <time dateTime={now.toISOString()}>
        {now.toLocaleDateString('en-IN', {
          timeZone: shopTimeZone,
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        })}
        {' · '}
        <span className="adm-clock-time">
          {now.toLocaleTimeString('en-IN', {
            timeZone: shopTimeZone,
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
            hour12: true,
          })}
        </span>
      </time>
    </p>
  );
}

function Stat({
  label,
  value,
  href,
  icon,
  accent,
}: {
  label: string;
  value: number;
  href: string;
  icon: IconName;
  accent?: boolean;
}) {
  return (
    <Link className={`adm-stat${accent ? ' is-accent' : ''}`} href={href}>
      <span className="adm-stat-icon">
        <Icon name={icon} size={22} />
      </span>
      <span className="adm-stat-value">{formatCount(value)}</span>
      <span className="adm-stat-label">{label}</span>
    </Link>
  );
}

/** The dashboard: real counts, latest inquiries, most-inquired products, quick actions, maintenance, publishing. */
export function Dashboard() {
  const admin = useStore($admin);
  const { data, error, loading, reload } = useLoad<DashboardAnswer>('/api/admin/dashboard');
  useEffect(() => setPublish(data?.publish), [data]);
  const greeting = admin?.name ? `Welcome, ${admin.name.split(/\s+/)[0]}` : 'Welcome';

  return (
    <>
      <PageHead title="Dashboard" intro={greeting}>
        <LiveClock />
      </PageHead>
      {data?.shopDetailsAreDemo && (
        <p className="adm-settings-demo" role="note">
          Shop details are still the demo values.{' '}
          {admin?.role === 'owner' ? (
            <Link href="/admin/settings">Set your shop's details</Link>
          ) : (
            'The shop owner can set them under Settings.'
          )}
        </p>
      )}
      {admin?.role === 'owner' && <BackupWarning />}
      {error && !data && <LoadError text={error} onRetry={reload} />}
      {loading && !data && <Loading text="Loading the dashboard…" />}
      {data && (
        <div className="adm-stats">
          <Stat label="Customers" value={data.counts.users} href="/admin/users" icon="users" />
          <Stat
            label="Products"
            value={data.counts.products}
            href="/admin/products"
            icon="product"
          />
          <Stat
            label="Categories"
            value={data.counts.categories}
            href="/admin/category"
            icon="category"
          />
          <Stat
            label="Unread inquiries"
            value={data.counts.unreadInquiries}
            href="/admin/adm-inquiry"
            icon="inbox"
            accent={data.counts.unreadInquiries > 0}
          />
        </div>
      )}
      <div className="adm-dash">
        <div className="adm-dash-main">
          <section className="adm-panel" aria-labelledby="dash-quick">
            <div className="adm-panel-head">
              <h2 id="dash-quick">Quick actions</h2>
            </div>
            <div className="adm-quick">
              <Link className="adm-btn" href="/admin/products/add">
                <Icon name="plus" /> Add product
              </Link>
              <Link className="adm-btn adm-btn-ghost" href="/admin/adm-inquiry">
                <Icon name="inbox" /> View inquiries
              </Link>
              <Link className="adm-btn adm-btn-ghost" href="/admin/category">
                <Icon name="category" /> Categories
              </Link>
              <a className="adm-btn adm-btn-ghost" href="/" target="_blank" rel="noopener">
                <Icon name="external" /> View shop
              </a>
            </div>
            <PublishStatus showIdle />
          </section>
          {data && <InquiryStagesPanel counts={data.inquiryStages} followUp={data.followUp} />}
          <section className="adm-panel" aria-labelledby="dash-latest">
            <div className="adm-panel-head">
              <h2 id="dash-latest">Latest inquiries</h2>
              <Link href="/admin/adm-inquiry">All inquiries</Link>
            </div>
            {data && data.latestInquiries.length === 0 && (
              <p className="adm-empty">No inquiries found.</p>
            )}
            {data && data.latestInquiries.length > 0 && (
              <ul className="adm-list" role="list">
                {data.latestInquiries.map((inquiry) => (
                  <li key={inquiry._id}>
                    <span>
                      <Link href={`/admin/inquiries/${encodeURIComponent(inquiry._id)}`}>
                        <strong>{inquiry.fullname}</strong>
                      </Link>
                      <span className="adm-muted"> · {inquiry.reference}</span>
                    </span>
                    <span className="adm-list-end">
                      <span className="adm-muted">{dateTime(inquiry.createdAt)}</span>
                      <StageBadge stage={inquiry.stage} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="adm-panel" aria-labelledby="dash-most">
            <div className="adm-panel-head">
              <h2 id="dash-most">Most inquired products</h2>
            </div>
            {data && data.mostInquired.length === 0 && (
              <p className="adm-empty">No product has been inquired about yet.</p>
            )}
            {data && data.mostInquired.length > 0 && (
              <ol className="adm-list adm-rank">
                {data.mostInquired.map((item) => (
                  <li key={item._id ?? item.code}>
                    <span>
                      <strong>{item.name}</strong> <span className="adm-code">{item.code}</span>
                    </span>
                    <span className="adm-list-end">
                      <span className="adm-muted">
                        {item.inquiries} {item.inquiries === 1 ? 'inquiry' : 'inquiries'}
                      </span>
                      {item._id && (
                        <Link
                          className="adm-link-small"
                          href={`/admin/products/edit/${item._id}`}
                          aria-label={`Edit ${item.name}`}
                        >
                          Edit
                        </Link>
                      )}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <div className="adm-dash-side">
          <SilverRateCard />
          {admin?.role === 'owner' && <ExchangeRatesCard />}
          <OutboxCard />
          {admin?.role === 'owner' && <MaintenanceCard switches={data?.maintenance ?? null} />}
          {admin?.role === 'owner' && <SpeedCard />}
        </div>
      </div>
    </>
  );
}
