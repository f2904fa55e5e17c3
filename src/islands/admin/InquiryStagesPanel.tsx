import { stageLabels, stages, type Stage } from '../../contract/stages';
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
        <Link href="/admin/adm-inquiry?followUp=true">
          {followUp.toLocaleString('en-IN')} need follow-up
        </Link>
      </div>
      <ul className="adm-dash-stages" role="list">
        {stages.map((stage) => (
          <li key={stage}>
            <Link href={`/admin/adm-inquiry?stage=${stage}`} className={`adm-stage is-${stage}`}>
              {stageLabels[stage]}{' '}
              <span className="adm-dash-stage-count">{counts[stage].toLocaleString('en-IN')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
