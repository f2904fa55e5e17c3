// What every admin screen shows around its content: its heading, the wait and the failed load.
import type { ReactNode } from 'react';

/** A spinner for buttons and panels that wait. */
export const Spinner = () => <span className="adm-spinner" aria-hidden="true" />;

/** The message a list shows while its data loads. */
export const Loading = ({ text = 'Loading…' }: { text?: string }) => (
  <p className="adm-loading" role="status">
    <Spinner /> {text}
  </p>
);

/** A screen's heading row with its actions. */
export function PageHead({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="adm-pagehead">
      <div>
        <h1 tabIndex={-1} data-page-title>
          {title}
        </h1>
        {intro && <p className="adm-intro">{intro}</p>}
      </div>
      {children && <div className="adm-pagehead-actions">{children}</div>}
    </div>
  );
}

/** An error panel with a retry button. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="adm-panel adm-problem" role="alert">
      <p>{text}</p>
      <button type="button" className="adm-btn adm-btn-ghost" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
