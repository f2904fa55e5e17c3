import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { slugify } from '../../contract/slugs';
import { ConfirmDialog, Dialog } from './Dialog';
import { adminApi, sendMultipart, toastResult, type ApiResult } from './http';
import { appendVariants } from './images';
import {
  acceptImages,
  dropPending,
  imageError,
  pendingImage,
  type ImagePatch,
  type PendingImage,
} from './pending-image';
import type { CategoryJson } from './types';
import { categoryDescriptionMaxLength, categoryNameLength } from '../../contract/limits';
import { fieldMessage } from '../../contract/messages';
import { Field, TextArea, TextField } from './fields';
import { Spinner } from './screen-parts';

/**
 * The category add/edit modal: name, slug (derived on add; on edit the current one, changed only
 * when the owner changes it), description, image (required on add).
 */
export function CategoryDialog({
  category,
  onClose,
  onSaved,
}: {
  category: CategoryJson | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const editing = category !== null;
  const [name, setName] = useState(category?.name ?? '');
  const [slugText, setSlugText] = useState(category?.slug ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [image, setImage] = useState<PendingImage | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [askDiscard, setAskDiscard] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const imageRef = useRef(image);
  imageRef.current = image;
  useEffect(() => () => void (imageRef.current && dropPending(imageRef.current)), []);

  // A new category's address comes from its name; an existing one's moves only when asked to.
  const slug = editing ? slugify(slugText) : slugify(name);
  const slugMoves = editing && slug !== category.slug;
  const dirty =
    name !== (category?.name ?? '') ||
    slugMoves ||
    description !== (category?.description ?? '') ||
    image !== null;
  const requestClose = () => {
    if (busy) return;
    if (dirty) setAskDiscard(true);
    else onClose();
  };

  function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    if (image) dropPending(image);
    const settle = (key: string, patch: ImagePatch) =>
      setImage((current) => (current?.key === key ? { ...current, ...patch } : current));
    setImage(pendingImage(file, settle, name));
    setErrors(({ image: _drop, ...rest }) => rest);
  }

  /** Edit a field and drop its error: the server's verdict or the next submit speaks again. */
  const edit = (field: string, apply: () => void) => {
    apply();
    setErrors(({ [field]: _drop, ...rest }) => rest);
  };

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (name.trim().length < 2) problems.name = 'Name must be at least 2 characters';
    else if (!editing && !slug) problems.name = 'Name must contain letters or digits';
    if (editing && !slug) problems.slug = 'Slug must contain letters or digits';
    if (!description.trim()) problems.description = 'Description is required';
    if (!editing && !image) problems.image = 'Please choose an image for the category';
    if (image?.state === 'failed') problems.image = image.error ?? 'The image could not be read';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    let result: ApiResult<unknown>;
    const path = editing
      ? `/api/category/update/${encodeURIComponent(category._id)}`
      : '/api/category/create';
    if (image) {
      let variants;
      try {
        variants = await image.ready;
      } catch (error) {
        setBusy(false);
        setErrors({
          image: error instanceof Error ? error.message : 'The image could not be read',
        });
        return;
      }
      const form = new FormData();
      form.append('name', name.trim());
      if (editing) form.append('slug', slug);
      form.append('description', description.trim());
      appendVariants(form, 0, variants, name.trim());
      setProgress(0);
      result = await sendMultipart(editing ? 'PUT' : 'POST', path, form, setProgress);
    } else {
      result = await adminApi(path, {
        method: 'PUT',
        json: { name: name.trim(), slug, description: description.trim() },
      });
    }
    setBusy(false);
    setProgress(null);
    toastResult(result);
    if (result.ok) {
      onSaved();
      return;
    }
    const fieldErrors = result.body?.errors ?? {};
    setErrors({
      name:
        fieldMessage('Name', fieldErrors.name ?? (editing ? undefined : fieldErrors.slug)) ?? '',
      slug: (editing && fieldMessage('Slug', fieldErrors.slug)) || '',
      description: fieldMessage('Description', fieldErrors.description) ?? '',
      image: fieldMessage('Image', imageError(fieldErrors)) ?? '',
    });
  }

  const preview = image?.preview ?? category?.image?.url;
  return (
    <Dialog
      title={editing ? 'Edit category' : 'Add category'}
      onClose={requestClose}
      footer={
        <>
          <button
            type="button"
            className="adm-btn adm-btn-ghost"
            onClick={requestClose}
            disabled={busy}
          >
            Cancel
          </button>
          <button
            type="submit"
            form="category-form"
            className="adm-btn"
            disabled={busy}
            aria-busy={busy}
          >
            {busy && <Spinner />}
            {busy
              ? editing
                ? 'Updating...'
                : 'Submitting...'
              : editing
                ? 'Update category'
                : 'Add category'}
          </button>
        </>
      }
    >
      <form id="category-form" className="adm-form" onSubmit={submit} noValidate>
        <TextField
          label="Name"
          required
          maxLength={categoryNameLength.max}
          value={name}
          onChange={(e) => edit('name', () => setName(e.target.value))}
          error={errors.name || undefined}
          data-autofocus
        />
        {editing ? (
          <TextField
            label="Slug"
            required
            maxLength={100}
            value={slugText}
            onChange={(e) => edit('slug', () => setSlugText(e.target.value))}
            onBlur={() => setSlugText(slug)}
            error={errors.slug || undefined}
            spellCheck={false}
            autoCapitalize="none"
            hint={
              slugMoves ? (
                <>
                  The listing moves to <code>/shop/product/{slug}</code>;{' '}
                  <code>/shop/product/{category.slug}</code> will keep leading there.
                </>
              ) : (
                <>
                  The listing&rsquo;s address: <code>/shop/product/{slug}</code>. Renaming the
                  category keeps it.
                </>
              )
            }
          />
        ) : (
          <TextField
            label="Slug"
            readOnly
            value={slug}
            hint={
              <>
                Made from the name; the listing&rsquo;s address: <code>/shop/product/{slug}</code>.
              </>
            }
          />
        )}
        <TextArea
          label="Description"
          required
          maxLength={categoryDescriptionMaxLength}
          value={description}
          onChange={(e) => edit('description', () => setDescription(e.target.value))}
          error={errors.description || undefined}
          hint={`${description.length} / ${categoryDescriptionMaxLength}`}
        />
        <Field
          label={editing ? 'Image (choose one to replace it)' : 'Image'}
          required={!editing}
          error={errors.image || undefined}
        >
          {(wired) => (
            <div className="adm-imagepick">
              {preview ? (
                <img className="adm-preview" src={preview} alt="" width={96} height={96} />
              ) : (
                <span className="adm-preview adm-preview-empty" aria-hidden="true" />
              )}
              <div>
                <input
                  ref={fileInput}
                  className="adm-file"
                  type="file"
                  accept={acceptImages}
                  onChange={(e) => choose(e.target.files)}
                  {...wired}
                />
                {image?.state === 'converting' && <p className="adm-hint">Preparing image…</p>}
                {image?.state === 'ready' && (
                  <p className="adm-hint">
                    Ready to upload: {image.variants?.map((v) => `${v.width} px`).join(', ')}
                  </p>
                )}
              </div>
            </div>
          )}
        </Field>
        {progress !== null && (
          <div className="adm-progress">
            <label>
              Uploading {Math.round(progress * 100)}%
              <progress max={1} value={progress} />
            </label>
          </div>
        )}
      </form>
      {askDiscard && (
        <ConfirmDialog
          title="Discard changes?"
          message="The changes to this category have not been saved."
          confirmLabel="Discard"
          danger
          onConfirm={onClose}
          onCancel={() => setAskDiscard(false)}
        />
      )}
    </Dialog>
  );
}
