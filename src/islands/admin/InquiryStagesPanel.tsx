import { stageLabels, stages, type Stage } from '../../contract/stages';
import { formatCount } from '../../contract/money';
import { Link } from './Link';

/** The dashboard's inquiries by stage and those waiting for a follow-up, each opening the list. */
export function InquiryStagesPanel({
  counts,
  followUp,
}: {
  counts: Record<Stage, number>;
  followUp: number;
}) {
  return (
    <section className="adm-panel" aria-labelledby="dash-stages">
      <div className="adm-panel-head">
        <h2 id="dash-stages">Inquiries by stage</h2>
        <Link href="/admin/adm-inquiry?followUp=true">{formatCount(followUp)} need follow-up</Link>
      </div>
      <ul className="adm-dash-stages" role="list">
        {stages.map((stage) => (
          <li key={stage}>
            <Link href={`/admin/adm-inquiry?stage=${stage}`} className={`adm-stage is-${stage}`}>
              {stageLabels[stage]}{' '}
              <span className="adm-dash-stage-count">{formatCount(counts[stage])}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
