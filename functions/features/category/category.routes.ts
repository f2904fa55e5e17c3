import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { readFields } from '../../lib/form-body';
import { readImageUploads } from '../../lib/uploads';
import { parseWith } from '../../lib/validate';
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
    .post('/create', requireAdmin(deps), async (c) => {
      const { fields, form } = await readFields(c);
      const input = parseWith(categoryInput, fields, 'category');
      const [image] = form ? await readImageUploads(form, input.name) : [];
      if (!image)
        throw badRequest('Please choose an image for the category', { image: 'is required' });
      const id = await createCategory(deps.db, deps.blobs, input, image, now(), c.var.admin);
      changed();
      return c.json({ status: 1, msg: 'Category created', _id: id }, 201);
    })
    .put('/update/:id', requireAdmin(deps), async (c) => {
      const { id } = parseWith(categoryIdParam, c.req.param(), 'category id');
      const { fields, form } = await readFields(c);
      const input = parseWith(categoryUpdateInput, fields, 'category');
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
    })
    .patch('/change-status/:id/:status', requireAdmin(deps), async (c) => {
      const { id, status } = parseWith(categoryStatusParams, c.req.param(), 'category status');
      await setCategoryStatus(deps.db, id, status, now(), c.var.admin);
      changed();
      return c.json({
        status: 1,
        msg: status ? 'Category is now shown in the shop' : 'Category is now hidden from the shop',
      });
    })
    .delete('/delete/:id', requireAdmin(deps), async (c) => {
      const { id } = parseWith(categoryIdParam, c.req.param(), 'category id');
      await deleteCategory(deps.db, deps.blobs, id, now(), c.var.admin);
      changed();
      return c.json({ status: 1, msg: 'Category deleted' });
    });
};
