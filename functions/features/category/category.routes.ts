import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { uploadedForm } from '../../lib/form-body';
import { readImageUploads } from '../../lib/uploads';
import { valid, validFields } from '../../lib/validator';
import { requireAdmin } from '../../middleware/require-admin';
import {
  createCategory,
  deleteCategory,
  setCategoryStatus,
  updateCategory,
} from './category.admin';
import {
  categoryIdParam,
  categoryInput,
  categoryStatusParams,
  categoryUpdateInput,
} from './category.schemas';
import { listCategories } from './category.service';

/** `/api/category`: the categories shoppers see, and the admin's changes to them. */
export const categoryRoutes = (deps: AppDeps) => {
  const now = deps.now ?? Date.now;
  const changed = () => deps.publisher?.schedule();
  return new Hono()
    .get('/', async (c) => {
      const categories = await listCategories(deps.db);
      return c.json({ status: 1, msg: `${categories.length} categories`, categories });
    })
    .post('/create', requireAdmin(deps), validFields(categoryInput, 'category'), async (c) => {
      const input = c.req.valid('form');
      const form = await uploadedForm(c);
      const [image] = form ? await readImageUploads(form, input.name) : [];
      if (!image)
        throw badRequest('Please choose an image for the category', { image: 'is required' });
      const id = await createCategory(deps.db, deps.blobs, input, image, now(), c.var.admin);
      changed();
      return c.json({ status: 1, msg: 'Category created', _id: id }, 201);
    })
    .put(
      '/update/:id',
      requireAdmin(deps),
      valid('param', categoryIdParam, 'category id'),
      validFields(categoryUpdateInput, 'category'),
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('form');
        const form = await uploadedForm(c);
        const [image] = form ? await readImageUploads(form, input.name) : [];
        const { slug } = await updateCategory(
          deps.db,
          deps.blobs,
          id,
          input,
          image,
          now(),
          c.var.admin,
        );
        changed();
        return c.json({ status: 1, msg: 'Category updated', slug });
      },
    )
    .patch(
      '/change-status/:id/:status',
      requireAdmin(deps),
      valid('param', categoryStatusParams, 'category status'),
      async (c) => {
        const { id, status } = c.req.valid('param');
        await setCategoryStatus(deps.db, id, status, now(), c.var.admin);
        changed();
        return c.json({
          status: 1,
          msg: status
            ? 'Category is now shown in the shop'
            : 'Category is now hidden from the shop',
        });
      },
    )
    .delete(
      '/delete/:id',
      requireAdmin(deps),
      valid('param', categoryIdParam, 'category id'),
      async (c) => {
        const { id } = c.req.valid('param');
        await deleteCategory(deps.db, deps.blobs, id, now(), c.var.admin);
        changed();
        return c.json({ status: 1, msg: 'Category deleted' });
      },
    );
};
