import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { prepareBody, sendCachedBody } from '../../lib/cached-body';
import { createCatalogueCache } from '../../lib/catalogue-cache';
import { notFound } from '../../lib/errors';
import { uploadedForm } from '../../lib/form-body';
import { readImageUploads } from '../../lib/uploads';
import { valid, validFields } from '../../lib/validator';
import { requireAdmin } from '../../middleware/require-admin';
import { findActiveCategoryBySlug } from '../category/category.service';
import { createProduct, deleteProduct, setProductStatus, updateProduct } from './product.admin';
import {
  productIdParam,
  productInput,
  productListQuery,
  productStatusParams,
  productUpdateInput,
} from './product.schemas';
import { findVisibleProduct, listProducts } from './product.service';

/** `/api/product`: the catalogue as shoppers see it, and the admin's changes to it. */
export const productRoutes = (deps: AppDeps) => {
  const now = deps.now ?? Date.now;
  const cache = createCatalogueCache(deps.db);
  return (
    new Hono()
      .get('/', valid('query', productListQuery, 'query'), async (c) => {
        const query = c.req.valid('query');
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
      .post('/create', requireAdmin(deps), validFields(productInput, 'product'), async (c) => {
        const input = c.req.valid('form');
        const form = await uploadedForm(c);
        const uploads = form ? await readImageUploads(form, input.name) : [];
        const id = await createProduct(deps.db, deps.blobs, input, uploads, now(), c.var.admin);
        deps.publisher?.schedule();
        return c.json({ status: 1, msg: 'Product created', _id: id }, 201);
      })
      .put(
        '/update/:id',
        requireAdmin(deps),
        valid('param', productIdParam, 'product id'),
        validFields(productUpdateInput, 'product'),
        async (c) => {
          const { id } = c.req.valid('param');
          const { images: keep, ...input } = c.req.valid('form');
          const form = await uploadedForm(c);
          const uploads = form ? await readImageUploads(form, input.name) : [];
          await updateProduct(deps.db, deps.blobs, id, input, keep, uploads, now(), c.var.admin);
          deps.publisher?.schedule();
          return c.json({ status: 1, msg: 'Product updated successfully!' });
        },
      )
      .patch(
        '/change-status/:id/:newStatus',
        requireAdmin(deps),
        valid('param', productStatusParams, 'product status'),
        async (c) => {
          const { id, newStatus } = c.req.valid('param');
          await setProductStatus(deps.db, id, newStatus, now(), c.var.admin);
          deps.publisher?.schedule();
          return c.json({
            status: 1,
            msg: newStatus ? 'Product is in stock' : 'Product is out of stock',
          });
        },
      )
      // The reference's `{images}` segment is accepted and ignored: the server knows the product's images.
      .delete(
        '/delete/:id/:images{.*}?',
        requireAdmin(deps),
        valid('param', productIdParam, 'product id'),
        async (c) => {
          const { id } = c.req.valid('param');
          await deleteProduct(deps.db, deps.blobs, id, now(), c.var.admin);
          deps.publisher?.schedule();
          return c.json({ status: 1, msg: 'Product deleted' });
        },
      )
      .get('/:id', valid('param', productIdParam, 'product id'), async (c) => {
        const { id } = c.req.valid('param');
        const prod = await findVisibleProduct(deps.db, id);
        if (!prod) throw notFound('Product not found');
        return c.json({ status: 1, msg: 'Product found', prod });
      })
  );
};
