import { toast } from '../../stores/toast';
import { adminApi } from './http';
import type { Pic } from './ImageList';
import type { ProductJson } from './types';

/** New pictures arrive after the kept ones; when the admin put one earlier, send the intended order. */
export async function restoreImageOrder(id: string, pics: Pic[], fields: Record<string, string>) {
  const firstNew = pics.findIndex((p) => p.kind === 'new');
  const lastOld = pics.map((p) => p.kind).lastIndexOf('existing');
  if (firstNew === -1 || firstNew > lastOld) return;
  const saved = await adminApi<{ prod: ProductJson }>(
    `/api/admin/products/${encodeURIComponent(id)}`,
  );
  const stored = saved.body?.prod?.images;
  if (!saved.ok || !stored) return;
  const keptCount = pics.filter((p) => p.kind === 'existing').length;
  let nextNew = keptCount;
  const order = pics.map((p) =>
    p.kind === 'existing'
      ? { _id: p._id, alt: p.alt.trim() }
      : { _id: stored[nextNew++]?._id ?? '', alt: p.alt.trim() },
  );
  if (order.some((o) => !o._id)) return;
  // The first save raised the version; this second one carries the new one.
  const json = { ...fields, version: saved.body!.prod!.version, images: order };
  const again = await adminApi(`/api/product/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json,
  });
  if (!again.ok)
    toast(
      'Saved, but the new image order could not be kept. Reorder the images and update again.',
      { kind: 'error' },
    );
}
