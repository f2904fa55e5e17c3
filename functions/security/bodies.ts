import { worldPassword, type World } from './world';

/**
 * A valid JSON body for every route that reads one, keyed like `routeTable`. The hostile-input
 * battery spoils one field at a time, so each answer says what that one field did.
 */
export function validBodies(world: World): Record<string, Record<string, unknown>> {
  const { product, other, category } = world;
  return {
    'POST /api/category/create': { name: 'Toe Rings', description: 'Silver toe rings' },
    'PUT /api/category/update/:id': { name: 'Rings', description: 'Silver rings' },
    'POST /api/product/create': productFields(category.id, 'Lotus Ring', 'LOT-1'),
    'PUT /api/product/update/:id': {
      ...productFields(category.id, product.name, product.code),
      images: JSON.stringify([{ _id: world.imageId, alt: 'Front view' }]),
    },
    'PUT /api/maintain/setMaintainStatus': {
      isMaintain: false,
      message: 'Back soon',
      contact: 'owner@chandi.example',
      deadline: '',
    },
    'POST /api/user/register-user': {
      name: 'Nisha Rao',
      email: 'nisha@example.in',
      password: 'silver-925-pass',
      confirmPassword: 'silver-925-pass',
      acceptTerms: true,
    },
    'POST /api/user/login-user': { email: world.a.email, password: 'silver-925-pass' },
    'POST /api/user/forgot-password': { email: world.a.email },
    'POST /api/vitals': {
      page: 'product',
      connection: '4g',
      metrics: [{ name: 'LCP', value: 1200 }],
    },
    // The piece is in stock: refused (409), so the battery sends no confirmation.
    'POST /api/alerts/subscribe': {
      email: 'meera@example.in',
      productId: product.id,
      kind: 'back_in_stock',
    },
    'PUT /api/admin/alerts/settings': { priceDropPercent: 5 },
    'POST /api/user/reset-password': { token: 'not-a-live-token', password: 'a-new-password' },
    'POST /api/inquiry/contact': {
      fullname: 'Meera Shah',
      email: 'meera@example.in',
      phoneNumber: '98290 12345',
      message: 'Do you repair anklets?',
    },
    'POST /api/cart/add-to-db/:userId': { pId: other.id, qty: 2 },
    'POST /api/cart/state-to-cart/:userId': {
      state_cart: JSON.stringify([{ pId: other.id, qty: 1 }]),
    },
    'POST /api/wishlist/state-to-db/:userId': {
      state_wishlist: JSON.stringify([{ pId: other.id }]),
    },
    'POST /api/inquiry/send-inquiry': {
      name: 'Meera Shah',
      email: 'meera@example.in',
      phone: '98290 12345',
      message: 'Do you make this in gold plate?',
      productCodes: JSON.stringify([product.code]),
    },
    'POST /api/admin/products/bulk': { action: 'deactivate', ids: [other.id] },
    'POST /api/admin/products/bulk/undo': {
      restore: [{ id: other.id, status: true, hidden: false }],
    },
    'POST /api/admin/inquiries/:id/mail/:outboxId/resend': { email: 'meera@example.in' },
    'POST /api/admin/inquiries/:id/notes': { body: 'Called her back' },
    'POST /api/admin/inquiries/:id/replies': { body: 'Yes, it comes in a pair.' },
    'POST /api/admin/inquiries/:id/quotes': {
      amount: 2500,
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      message: 'Includes the box',
    },
    'PATCH /api/admin/inquiries/:id/stage': { stage: 'in_progress' },
    'POST /api/admin/quotes': {
      inquiryId: world.inquiryId,
      lines: [{ code: product.code, qty: 1 }],
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      customerState: '08',
    },
    // No quote has this number in the battery's world: refused (404), so no e-mail goes out.
    'POST /api/quote/:number/accept': { reference: world.reference, email: 'meera@example.in' },
    'POST /api/quote/:number/changes': {
      reference: world.reference,
      email: 'meera@example.in',
      message: 'Could it be a little smaller?',
    },
    'POST /api/admin/login': { email: 'owner@chandi.example', password: worldPassword },
    'PUT /api/admin/silver-rate': { rate: 192.45, date: '2026-01-15', confirm: true },
    // No GSTIN: the country and registration instead (a GSTIN's check character is tested apart).
    'POST /api/trade/account': {
      businessName: 'Moti Silver House',
      country: 'AE',
      registration: 'DED-88213',
      phone: '+971 4 123 4567',
      sells: 'Silver jewellery',
    },
    // Nobody has applied in the battery's world: refused (404), so no e-mail goes out.
    'PATCH /api/admin/trade/accounts/:id/decline': { note: 'Please send your licence.' },
    'PUT /api/admin/trade/settings': { discount: 5, fx: null },
    'PUT /api/admin/trade/products/:productId': {
      making_kind: 'per_gram',
      making_charge: 20,
      min_qty: 2,
    },
    'PUT /api/admin/settings': { phone: '98290 12345', hours: { sunday: { closed: true } } },
    // An admin's e-mail already: the invite is refused (409), so the battery adds no account.
    'POST /api/admin/staff': { name: 'Ravi Kumar', email: 'owner@chandi.example' },
    // An admin's e-mail already: refused (409), so no invitation goes out.
    'PATCH /api/admin/staff/:id/email': { email: 'owner@chandi.example' },
    // The name the world's owner has already: accepted, and nothing changes.
    'PUT /api/admin/account/name': { name: 'Shop Owner' },
    // A wrong current password: refused, so the battery never signs the world's owner out.
    'PUT /api/admin/account/password': {
      currentPassword: 'not-the-password',
      newPassword: 'a-new-password',
    },
    'POST /api/admin/account/forgot-password': { email: 'nobody@chandi.example' },
    'POST /api/admin/account/reset-password': { token: 'not-a-token', password: 'a-new-password' },
    'POST /api/admin/account/accept-invite': { token: 'not-a-token', password: 'a-new-password' },
    'PUT /api/admin/reset-password': {
      email: 'nobody@chandi.example',
      secretKey: 'not-the-key',
      newPassword: 'a-new-password',
    },
  };
}

function productFields(categoryID: string, name: string, code: string) {
  return {
    name,
    description: 'Hand-finished 925 silver',
    code,
    price: 1499,
    discount: 10,
    categoryID,
    weight: 5.2,
    bestSeller: false,
    trendingProd: false,
  };
}
