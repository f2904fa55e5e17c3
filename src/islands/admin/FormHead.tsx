import { Icon } from './icons';

/** The title row of a full-page admin form, with its close button. */
export function FormHead({
  title,
  subtitle,
  onClose,
}: {
  title: string;
  subtitle?: string;
  onClose: () => void;
}) {
  return (
    <div className="adm-pagehead">
      <div>
        <h1 tabIndex={-1} data-page-title>
          {title}
        </h1>
        {subtitle && <p className="adm-intro">{subtitle}</p>}
      </div>
      <button
        type="button"
        className="adm-iconbtn adm-close"
        aria-label="Close and go back to products"
        title="Close"
        onClick={onClose}
      >
        <Icon name="close" size={22} />
      </button>
    </div>
  );
}
