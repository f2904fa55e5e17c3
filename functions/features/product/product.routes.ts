import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { parseWith } from '../../lib/validate';
import { findActiveCategoryBySlug } from '../category/category.service';
import { productIdParam, productListQuery } from './product.schemas';
import { findVisibleProduct, listProducts } from './product.service';

/** `/api/product`: the catalogue as shoppers see it. */
export const productRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/', async (c) => {
      const query = parseWith(productListQuery, c.req.query(), 'query');
      let categoryId: string | undefined;
      if (query.category_slug) {
        const category = await findActiveCategoryBySlug(deps.db, query.category_slug);
        if (!category) throw notFound(`No category "${query.category_slug}"`);
        categoryId = category._id;
      }
      const prod = await listProducts(deps.db, { limit: query.limit, categoryId });
      return c.json({ status: 1, msg: `${prod.length} products`, prod });
    })
    .get('/:id', async (c) => {
      const { id } = parseWith(productIdParam, c.req.param(), 'product id');
      const prod = await findVisibleProduct(deps.db, id);
      if (!prod) throw notFound('Product not found');
      return c.json({ status: 1, msg: 'Product found', prod });
    });
