// The admin's view of the API's JSON: the server's own types, imported for their shape only.
export type { CategoryJson } from '../../../functions/features/category/category.service';
export type {
  ProductJson,
  ProductImageJson,
} from '../../../functions/features/product/product.shapes';

/** A customer in `GET /api/user/get-user`. */
export interface UserRow {
  _id: string;
  name: string;
  email: string;
  createdAt: string;
}

/** An inquiry in `GET /api/inquiry/get-inquiry`. */
export interface InquiryRow {
  _id: string;
  reference: string;
  fullname: string;
  email: string;
  phoneNumber: string;
  message: string;
  status: boolean;
  product_id: string[];
  products: { _id: string | null; code: string; name: string; price: number }[];
  createdAt: string;
}

/** `GET /api/admin/dashboard`. */
export interface DashboardData {
  counts: { users: number; products: number; categories: number; unreadInquiries: number };
  latestInquiries: {
    _id: string;
    reference: string;
    fullname: string;
    status: boolean;
    createdAt: string;
  }[];
  mostInquired: { _id: string | null; code: string; name: string; inquiries: number }[];
}

/** A maintenance state (`result[0]` of the maintain calls) and both switches (`switches`). */
export type {
  MaintenanceStatus,
  MaintenanceSwitches,
} from '../../../functions/features/maintain/maintain.service';
