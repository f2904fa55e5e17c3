import { useStore } from '@nanostores/react';
import { $publish, clockTime } from './publish';

/** "Publishing…", "Published at 14:05:09" or the build's error (DESIGN §1 rebuild hook). */
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
  const text =
    publish.state === 'publishing'
      ? 'Publishing…'
      : publish.state === 'published'
        ? `Published at ${clockTime(publish.at)}`
        : publish.state === 'failed'
          ? compact
            ? 'Publishing failed'
            : `Publishing failed: ${publish.error ?? 'unknown error'}. The shop still shows the previous version.`
          : 'The public site is up to date';
  return (
    <span
      className={`adm-publish is-${publish.state}`}
      role={compact ? 'status' : undefined}
      title={publish.state === 'failed' ? publish.error : undefined}
    >
      <span className="adm-publish-dot" aria-hidden="true" />
      {text}
    </span>
  );
}
