import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { prepareBody, sendCachedBody } from '../../lib/cached-body';
import { createCatalogueCache } from '../../lib/catalogue-cache';
import { notFound } from '../../lib/errors';
import { readFields } from '../../lib/form-body';
import { readImageUploads } from '../../lib/uploads';
import { parseWith } from '../../lib/validate';
import { requireAdmin } from '../../middleware/require-admin';
import { findActiveCategoryBySlug } from '../category/category.service';
import { createProduct, deleteProduct, setProductStatus, updateProduct } from './product.admin';
import {
  keptImagesInput,
  productIdParam,
  productInput,
  productListQuery,
  productStatusParams,
  productVersionInput,
} from './product.schemas';
import { findVisibleProduct, listProducts } from './product.service';

/** `/api/product`: the catalogue as shoppers see it, and the admin's changes to it. */
export const productRoutes = (deps: AppDeps) => {
  const now = deps.now ?? Date.now;
  const cache = createCatalogueCache(deps.db);
  return (
    new Hono()
      .get('/', async (c) => {
        const query = parseWith(productListQuery, c.req.query(), 'query');
        const key = `list|${query.limit}|${query.category_slug ?? ''}`;
        // The answer is cached whole, serialised, gzipped and fingerprinted: building it is most of
        // the cost of this route, and a warm cache answers without reading the database.
        const body = await cache.get(key, async () => {
          let categoryId: string | undefined;
          if (query.category_slug) {
            const category = await findActiveCategoryBySlug(deps.db, query.category_slug);
            if (!category) return null;
            categoryId = category._id;
          }
          const prod = await listProducts(deps.db, { limit: query.limit, categoryId });
          return prepareBody(JSON.stringify({ status: 1, msg: `${prod.length} products`, prod }));
        });
        if (body === null) throw notFound(`No category "${query.category_slug}"`);
        return sendCachedBody(c.req.raw, body, 'application/json; charset=UTF-8');
      })
      .post('/create', requireAdmin(deps), async (c) => {
        const { fields, form } = await readFields(c);
        const input = parseWith(productInput, fields, 'product');
        const uploads = form ? await readImageUploads(form, input.name) : [];
        const id = await createProduct(deps.db, deps.blobs, input, uploads, now(), c.var.admin);
        deps.publisher?.schedule();
        return c.json({ status: 1, msg: 'Product created', _id: id }, 201);
      })
      .put('/update/:id', requireAdmin(deps), async (c) => {
        const { id } = parseWith(productIdParam, c.req.param(), 'product id');
        const { fields, form } = await readFields(c);
        const input = parseWith(productInput, fields, 'product');
        const keep = parseWith(keptImagesInput, fields.images, 'images');
        const { version } = parseWith(productVersionInput, fields, 'product');
        const uploads = form ? await readImageUploads(form, input.name) : [];
        await updateProduct(
          deps.db,
          deps.blobs,
          id,
          { ...input, version },
          keep,
          uploads,
          now(),
          c.var.admin,
        );
        deps.publisher?.schedule();
        return c.json({ status: 1, msg: 'Product updated successfully!' });
      })
      .patch('/change-status/:id/:newStatus', requireAdmin(deps), async (c) => {
        const { id, newStatus } = parseWith(productStatusParams, c.req.param(), 'product status');
        await setProductStatus(deps.db, id, newStatus, now(), c.var.admin);
        deps.publisher?.schedule();
        return c.json({
          status: 1,
          msg: newStatus ? 'Product is in stock' : 'Product is out of stock',
        });
      })
      // The reference's `{images}` segment is accepted and ignored: the server knows the product's images.
      .delete('/delete/:id/:images{.*}?', requireAdmin(deps), async (c) => {
        const { id } = parseWith(productIdParam, { id: c.req.param('id') }, 'product id');
        await deleteProduct(deps.db, deps.blobs, id, now(), c.var.admin);
        deps.publisher?.schedule();
        return c.json({ status: 1, msg: 'Product deleted' });
      })
      .get('/:id', async (c) => {
        const { id } = parseWith(productIdParam, c.req.param(), 'product id');
        const prod = await findVisibleProduct(deps.db, id);
        if (!prod) throw notFound('Product not found');
        return c.json({ status: 1, msg: 'Product found', prod });
      })
  );
};
