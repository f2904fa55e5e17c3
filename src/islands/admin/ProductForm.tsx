import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { shopperRupees } from '../../contract/money';
import { slugify } from '../../contract/slugs';
import { productDescriptionMaxLength, productNameLength } from '../../contract/limits';
import { toast } from '../../stores/toast';
import { AlertSubscribers } from './AlertSubscribers';
import { Combobox } from './Combobox';
import { ConfirmDialog } from './Dialog';
import { adminApi, sendMultipart, toastResult } from './http';
import { FormHead } from './FormHead';
import { restoreImageOrder } from './image-order';
import { ImageList, type Pic } from './ImageList';
import { StaleProduct } from './StaleProduct';
import { appendVariants, variantBytes } from './images';
import { dropPending, pendingImage, type ImagePatch } from './pending-image';
import { watchPublish } from './publish';
import { PricingFields, useSilverRate } from './PricingFields';
import { previewBreakup } from './pricing-draft';
import { navigate, setLeaveGuard } from './navigation';
import { SizeFields } from './SizeFields';
import type { SizeDraft } from './size-draft';
import type { CategoryJson, ProductJson } from './types';
import {
  draftOf,
  emptyDraft,
  errorsAfterEdit,
  fieldsOf,
  formErrorsOf,
  maxImages,
  maxRequestBytes,
  picsOf,
  totalPreview,
  validate,
  type Draft,
} from './product-draft';
import { shortDate } from './dates';
import { Field, Switch, TextArea, TextField } from './fields';
import { LoadError, Loading, Spinner } from './screen-parts';

/** Add (`/admin/products/add`) and edit (`/admin/products/edit/{id}`) a product (reference §2, §5). */
export function ProductForm({ id }: { id?: string }) {
  const adding = !id;
  const [product, setProduct] = useState<ProductJson | null>(null);
  const [loadError, setLoadError] = useState('');
  const [categories, setCategories] = useState<CategoryJson[]>([]);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [pics, setPics] = useState<Pic[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [leave, setLeave] = useState<(() => void) | null>(null);
  const [conflict, setConflict] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const picsRef = useRef(pics);
  picsRef.current = pics;

  async function load() {
    setLoadError('');
    const [cats, prod] = await Promise.all([
      adminApi<{ categories: CategoryJson[] }>('/api/admin/categories'),
      id
        ? adminApi<{ prod: ProductJson }>(`/api/admin/products/${encodeURIComponent(id)}`)
        : Promise.resolve(null),
    ]);
    if (cats.ok && cats.body?.categories) setCategories(cats.body.categories);
    else toastResult(cats);
    if (prod) {
      if (prod.ok && prod.body?.prod) {
        setProduct(prod.body.prod);
        setDraft(draftOf(prod.body.prod));
        setPics(picsOf(prod.body.prod));
      } else {
        const msg = 'Product data could not be loaded.';
        if (prod.status !== 401) toast(prod.network ? 'Client side error' : msg, { kind: 'error' });
        setLoadError(msg);
      }
    }
  }

  useEffect(() => {
    void load();
  }, [id]);
  useEffect(() => () => picsRef.current.forEach((p) => p.kind === 'new' && dropPending(p)), []);

  const initial = useMemo(
    () =>
      JSON.stringify(
        product ? [draftOf(product), picsOf(product).map((p) => [p.key, p.alt])] : [emptyDraft, []],
      ),
    [product],
  );
  const dirty = !busy && JSON.stringify([draft, pics.map((p) => [p.key, p.alt])]) !== initial;

  useEffect(() => {
    if (!dirty) {
      setLeaveGuard(null);
      return;
    }
    setLeaveGuard((go) => {
      setLeave(() => go);
      return false;
    });
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      setLeaveGuard(null);
    };
  }, [dirty]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    setErrors((shown) => errorsAfterEdit(shown, key, next, pics, adding));
  };
  const setSizing = (sizing: SizeDraft) => {
    const next = { ...draft, ...sizing };
    setDraft(next);
    setErrors((shown) =>
      errorsAfterEdit(
        errorsAfterEdit(shown, 'sizeType', next, pics, adding),
        'sizes',
        next,
        pics,
        adding,
      ),
    );
  };
  const slug = slugify(draft.name);
  const rate = useSilverRate();
  const preview = previewBreakup(draft, rate ?? null);
  const linked = draft.pricing === 'rate_linked';
  const linkedTotal = preview ? shopperRupees(preview.afterDiscount) : '';
  const total = linked ? linkedTotal : totalPreview(draft.price, draft.discount);
  const categoryOptions = useMemo(
    () =>
      categories.map((c) => ({
        value: c._id,
        label: c.name,
        note: c.status ? undefined : '(hidden from shoppers)',
      })),
    [categories],
  );

  function addFiles(files: File[]) {
    const room = maxImages - pics.length;
    if (files.length > room)
      toast(`A product can have at most ${maxImages} images; ${files.length - room} not added.`, {
        kind: 'error',
      });
    const settle = (key: string, patch: ImagePatch) =>
      setPics((list) =>
        list.map((p) => (p.key === key && p.kind === 'new' ? { ...p, ...patch } : p)),
      );
    const added = files
      .slice(0, Math.max(0, room))
      .map((file): Pic => ({ kind: 'new', ...pendingImage(file, settle, draft.name.trim()) }));
    setPics((list) => [...list, ...added]);
    setErrors(({ image: _drop, ...rest }) => rest);
  }

  function changePics(next: Pic[]) {
    for (const gone of pics.filter((p) => !next.some((n) => n.key === p.key)))
      if (gone.kind === 'new') dropPending(gone);
    setPics(next);
    setErrors((shown) => errorsAfterEdit(shown, 'image', draft, next, adding));
  }

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validate(draft, pics, adding);
    if (Object.keys(found).length) {
      showErrors(found);
      toast('Please correct the highlighted fields.', { kind: 'error' });
      return;
    }
    setBusy(true);
    setErrors({});
    const fresh = pics.filter((p): p is Extract<Pic, { kind: 'new' }> => p.kind === 'new');
    let variants;
    try {
      variants = await Promise.all(fresh.map((p) => p.ready));
    } catch {
      setBusy(false);
      showErrors({ image: 'An image could not be read. Remove it or choose another.' });
      return;
    }
    const bytes = variants.reduce((sum, v) => sum + variantBytes(v), 0);
    if (bytes > maxRequestBytes) {
      setBusy(false);
      showErrors({
        image: `The new images come to ${(bytes / 1048576).toFixed(1)} MB; at most 6 MB can be sent at once. Save with fewer new images, then add the rest.`,
      });
      return;
    }
    const fields = fieldsOf(draft, product?.status ?? true);
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const kept = pics
      .filter((p) => p.kind === 'existing')
      .map((p) => ({ _id: p._id, alt: p.alt.trim() }));
    if (!adding) form.append('images', JSON.stringify(kept));
    // The version this form loaded: a product saved by someone else since is refused (409).
    if (product) form.append('version', String(product.version));
    fresh.forEach((p, n) => appendVariants(form, n, variants[n]!, p.alt || draft.name));
    setProgress(fresh.length ? 0 : null);
    const path = adding ? '/api/product/create' : `/api/product/update/${encodeURIComponent(id)}`;
    const result = await sendMultipart(
      adding ? 'POST' : 'PUT',
      path,
      form,
      fresh.length ? setProgress : undefined,
    );
    if (result.ok && id) await restoreImageOrder(id, pics, fields);
    setBusy(false);
    setProgress(null);
    if (result.ok) {
      toast(adding ? result.body?.msg || 'Product created' : 'Product updated successfully!', {
        kind: 'success',
      });
      watchPublish();
      setLeaveGuard(null);
      navigate('/admin/products', { force: true });
      return;
    }
    toastResult(result, adding ? 'Failed to create product.' : 'Failed to update product.');
    setConflict(result.status === 409 && Boolean(result.body?.errors?.version));
    const mapped = formErrorsOf(result.body?.errors ?? {});
    if (Object.keys(mapped).length) showErrors(mapped);
  }

  const close = () => navigate('/admin/products');
  const title = adding ? 'Add product' : 'Edit product';

  if (loadError) {
    return (
      <>
        <FormHead title={title} onClose={close} />
        <LoadError text={loadError} onRetry={load} />
      </>
    );
  }
  if (!adding && !product) {
    return (
      <>
        <FormHead title={title} onClose={close} />
        <Loading text="Loading the product…" />
      </>
    );
  }

  const err = (key: string) => errors[key] || undefined;
  return (
    <>
      <FormHead
        title={title}
        onClose={close}
        subtitle={product ? `${product.code} · added ${shortDate(product.createdAt)}` : undefined}
      />
      {conflict && (
        <StaleProduct
          onReload={async () => {
            setConflict(false);
            await load();
          }}
        />
      )}
      <form ref={formRef} className="adm-productform" onSubmit={submit} noValidate>
        <div className="adm-panel adm-form">
          <h2 className="adm-section-title">Details</h2>
          <TextField
            label="Product Name"
            required
            maxLength={productNameLength.max}
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
            error={err('name')}
          />
          <TextField
            label="Product Slug"
            readOnly
            value={slug}
            hint={
              <>
                Made from the name; no two products may share it. It is not a web address: the
                product&rsquo;s page is{' '}
                <code>/prod-detail/{product ? product._id : '{its id}'}</code>.
              </>
            }
          />
          <TextArea
            label="Description"
            required
            rows={6}
            maxLength={productDescriptionMaxLength}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
            error={err('description')}
          />
          <div className="adm-grid-2">
            <Field label="Category" required error={err('categoryID')}>
              {(wired) => (
                <Combobox
                  options={categoryOptions}
                  value={draft.categoryID}
                  onChange={(v) => set('categoryID', v)}
                  inputProps={wired}
                />
              )}
            </Field>
            <TextField
              label="Product Code"
              required
              maxLength={32}
              className="adm-upper"
              value={draft.code}
              onChange={(e) => set('code', e.target.value.toUpperCase())}
              error={err('code')}
              hint="Unique; letters, digits and hyphens, e.g. NCK-101."
              autoCapitalize="characters"
              spellCheck={false}
            />
          </div>
          <SizeFields draft={draft} onChange={setSizing} errors={err} />
          <fieldset className="adm-flags">
            <legend>Show in the home page rails</legend>
            <Switch
              checked={draft.bestSeller}
              onChange={(v) => set('bestSeller', v)}
              text="Best Seller"
            />
            <Switch
              checked={draft.trendingProd}
              onChange={(v) => set('trendingProd', v)}
              text="Trending"
            />
            <Switch
              checked={draft.newArrival}
              onChange={(v) => set('newArrival', v)}
              text="New Arrival"
            />
          </fieldset>
          <fieldset className="adm-flags">
            <legend>In the shop</legend>
            <Switch
              checked={draft.hidden}
              onChange={(v) => set('hidden', v)}
              text="Hidden from the shop"
            />
            <p className="adm-hint">
              A hidden piece is on no page, in no search and in no sitemap, and its address answers
              &ldquo;not found&rdquo;. Out of stock is different: the piece stays listed.
            </p>
            {id && <AlertSubscribers productId={id} />}
          </fieldset>
        </div>
        <div className="adm-panel adm-form">
          <h2 className="adm-section-title">Price and weight</h2>
          <PricingFields
            draft={draft}
            set={(key, value) => set(key, value)}
            errors={err}
            rate={rate}
            preview={preview}
          />
          <div className="adm-grid-2">
            <TextField
              label="Price (₹)"
              required={!linked}
              readOnly={linked}
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              value={linked ? String(preview?.total ?? '') : draft.price}
              onChange={(e) => set('price', e.target.value)}
              error={err('price')}
              hint={linked ? 'The MRP the silver rate gives (breakup above).' : undefined}
            />
            <TextField
              label="Discount %"
              required
              type="number"
              min={0}
              max={99}
              step={1}
              inputMode="numeric"
              value={draft.discount}
              onChange={(e) => set('discount', e.target.value)}
              error={err('discount')}
            />
          </div>
          <div className="adm-grid-2">
            <TextField
              label="Total after discount"
              readOnly
              value={total}
              hint="Worked out from price and discount."
            />
            <TextField
              label="Weight (grams)"
              required
              type="number"
              min={0}
              step={0.1}
              inputMode="decimal"
              value={draft.weight}
              onChange={(e) => set('weight', e.target.value)}
              error={err('weight')}
            />
          </div>
          <ImageList
            pics={pics}
            max={maxImages}
            onAdd={addFiles}
            onChange={changePics}
            error={err('image')}
            required={adding}
          />
          {progress !== null && (
            <div className="adm-progress">
              <label>
                Uploading images {Math.round(progress * 100)}%
                <progress max={1} value={progress} />
              </label>
            </div>
          )}
        </div>
        <div className="adm-formbar">
          <button type="button" className="adm-btn adm-btn-ghost" onClick={close} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="adm-btn" disabled={busy} aria-busy={busy}>
            {busy && <Spinner />}
            {busy
              ? adding
                ? 'Submitting...'
                : 'Updating...'
              : adding
                ? 'Add Product'
                : 'Update Product'}
          </button>
        </div>
      </form>
      {leave && (
        <ConfirmDialog
          title="Leave without saving?"
          message="Your changes to this product have not been saved."
          confirmLabel="Discard changes"
          danger
          onConfirm={() => {
            setLeave(null);
            leave();
          }}
          onCancel={() => setLeave(null)}
        />
      )}
    </>
  );
}
