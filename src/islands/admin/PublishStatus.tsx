import { useStore } from '@nanostores/react';
import { $publish, clockTime, type PublishState } from './publish';

function describe(publish: PublishState, compact: boolean): string {
  switch (publish.state) {
    case 'publishing':
      return 'Publishing…';
    case 'requested':
      return compact
        ? 'Rebuild requested'
        : `Rebuild requested at ${clockTime(publish.at)}. The shop shows the previous version until the new one is deployed.`;
    case 'published':
      // On the edge the time is when the new version was first seen live, not the deploy's own.
      return publish.version === undefined
        ? `Published at ${clockTime(publish.at)}`
        : `Published (seen live at ${clockTime(publish.at)})`;
    case 'failed':
      return compact
        ? 'Publishing failed'
        : `Publishing failed: ${publish.error ?? 'unknown error'}. The shop still shows the previous version.`;
    default:
      return 'The public site is up to date';
  }
}

/**
 * "Publishing…", "Rebuild requested" (edge: the hook accepted it, the live site is older),
 * "Published at 14:05:09" or the build's error (DESIGN §1 rebuild hook, §10 publishing at scale).
 */
export function PublishStatus({
  showIdle = false,
  compact = false,
}: {
  showIdle?: boolean;
  compact?: boolean;
}) {
  const publish = useStore($publish);
  if (!publish || (publish.state === 'idle' && !showIdle))
    return <span className="adm-publish" role={compact ? 'status' : undefined} />;
  return (
    <span
      className={`adm-publish is-${publish.state}`}
      role={compact ? 'status' : undefined}
      title={publish.state === 'failed' ? publish.error : undefined}
    >
      <span className="adm-publish-dot" aria-hidden="true" />
      {describe(publish, compact)}
    </span>
  );
}
