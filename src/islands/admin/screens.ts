// The admin's screens as lazy components, each from its own chunk (screen-loaders.ts).
import { lazy, type ComponentType } from 'react';
import { loaders } from './screen-loaders';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen has its own props
const screen = <Name extends string, Module extends Record<Name, ComponentType<any>>>(
  load: () => Promise<Module>,
  name: Name,
) => lazy(() => load().then((module) => ({ default: module[name] })));

export const AuditPage = screen(loaders.audit, 'AuditPage');
export const BackupsPage = screen(loaders.backups, 'BackupsPage');
export const CategoriesPage = screen(loaders.category, 'CategoriesPage');
export const CustomerPage = screen(loaders.customer, 'CustomerPage');
export const Dashboard = screen(loaders.dashboard, 'Dashboard');
export const InquiriesPage = screen(loaders.inquiries, 'InquiriesPage');
export const InquiryPage = screen(loaders.inquiry, 'InquiryPage');
export const ProductForm = screen(loaders['product-edit'], 'ProductForm');
export const ProductsPage = screen(loaders.products, 'ProductsPage');
export const SettingsPage = screen(loaders.settings, 'SettingsPage');
export const StaffPage = screen(loaders.staff, 'StaffPage');
export const TradePage = screen(loaders.trade, 'TradePage');
export const UsersPage = screen(loaders.users, 'UsersPage');
