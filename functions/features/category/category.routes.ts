import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { listCategories } from './category.service';

/** `/api/category`: the categories shoppers see, with product counts. */
export const categoryRoutes = (deps: AppDeps) =>
  new Hono().get('/', async (c) => {
    const categories = await listCategories(deps.db);
    return c.json({ status: 1, msg: `${categories.length} categories`, categories });
  });
