import { useId } from 'react';
import { altTextMaxLength } from '../../contract/limits';
import { Icon } from './icons';
import { acceptImages, type PendingImage } from './pending-image';

/** A picture of the product form: one already stored, or one chosen now. */
export type Pic =
  | { kind: 'existing'; key: string; _id: string; url: string; alt: string }
  | ({ kind: 'new' } & PendingImage);

/** The product's pictures in order, each with alt text, movable and removable; the first is the main image. */
export function ImageList({
  pics,
  max,
  onAdd,
  onChange,
  error,
  required,
}: {
  pics: Pic[];
  max: number;
  onAdd: (files: File[]) => void;
  onChange: (pics: Pic[]) => void;
  error?: string;
  required?: boolean;
}) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const move = (from: number, to: number) => {
    const next = [...pics];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <fieldset className="adm-images" aria-describedby={error ? errorId : undefined}>
      <legend>
        Images
        {required && (
          <span className="adm-req" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        <span className="adm-muted">
          {' '}
          · {pics.length} of {max}, the first is the main image
        </span>
      </legend>
      {pics.length > 0 && (
        <ol className="adm-piclist">
          {pics.map((pic, i) => (
            <li
              key={pic.key}
              className={pic.kind === 'new' && pic.state === 'failed' ? 'is-failed' : undefined}
            >
              <img
                className="adm-picthumb"
                src={pic.kind === 'existing' ? pic.url : pic.preview}
                alt=""
                width={72}
                height={72}
              />
              <div className="adm-picbody">
                <label className="adm-piclabel" htmlFor={`${inputId}-${pic.key}`}>
                  Alt text for image {i + 1}
                  {i === 0 && <span className="adm-tag">Main</span>}
                  {pic.kind === 'new' && (
                    <span className="adm-tag adm-tag-new">
                      {pic.state === 'converting'
                        ? 'Preparing…'
                        : pic.state === 'failed'
                          ? 'Unreadable'
                          : 'New'}
                    </span>
                  )}
                </label>
                <input
                  id={`${inputId}-${pic.key}`}
                  className="adm-input"
                  maxLength={altTextMaxLength}
                  value={pic.alt}
                  placeholder="Describe the piece, e.g. Oxidised silver jhumka, front view"
                  onChange={(e) =>
                    onChange(
                      pics.map((p) => (p.key === pic.key ? { ...p, alt: e.target.value } : p)),
                    )
                  }
                />
                {pic.kind === 'new' && pic.state === 'failed' && (
                  <p className="adm-error">{pic.error}</p>
                )}
              </div>
              <div className="adm-picactions">
                <button
                  type="button"
                  className="adm-iconbtn"
                  aria-label={`Move image ${i + 1} up`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <Icon name="up" />
                </button>
                <button
                  type="button"
                  className="adm-iconbtn"
                  aria-label={`Move image ${i + 1} down`}
                  disabled={i === pics.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <Icon name="down" />
                </button>
                <button
                  type="button"
                  className="adm-iconbtn adm-danger"
                  aria-label={`Remove image ${i + 1}`}
                  onClick={() => onChange(pics.filter((p) => p.key !== pic.key))}
                >
                  <Icon name="trash" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {pics.length < max && (
        <div className="adm-dropzone">
          <label htmlFor={inputId} className="adm-btn adm-btn-ghost">
            <Icon name="image" /> {pics.length ? 'Add more images' : 'Choose images'}
          </label>
          <input
            id={inputId}
            className="sr-only adm-file-hidden"
            type="file"
            accept={acceptImages}
            multiple
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              if (files.length) onAdd(files);
            }}
          />
          <span className="adm-hint">
            JPEG, PNG, WebP or AVIF. Converted to WebP (1600, 800 and 400 px) before upload.
          </span>
        </div>
      )}
      {error && (
        <p className="adm-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
