// What each audit entry did, said as the owner would say it of the person in the "Who" column.
// The actions are the ones the server's writes record (functions/features/*: `auditEntry`).

// Kinds of record as the "What" filter lists them.
const kinds: Record<string, string> = {
  product: 'Products',
  category: 'Categories',
  inquiry: 'Inquiries',
  settings: 'Shop settings',
  maintenance: 'Maintenance',
  admin: 'Staff accounts',
  customer: 'Customer accounts',
  outbox: 'E-mails',
  import: 'CSV imports',
  backup: 'Backups',
  silver_rate: 'Silver rate',
};

const sentences: Record<string, Record<string, string>> = {
  product: {
    create: 'Added a product',
    update: 'Edited a product',
    delete: 'Deleted a product',
    activate: 'Marked a product in stock',
    deactivate: 'Marked a product out of stock',
    hide: 'Hid a product from the shop',
    show: 'Showed a product in the shop',
    undo: 'Undid a bulk change to a product',
  },
  category: {
    create: 'Added a category',
    update: 'Edited a category',
    delete: 'Deleted a category',
    show: 'Showed a category in the shop',
    hide: 'Hid a category from the shop',
  },
  inquiry: {
    stage: 'Moved an inquiry to another stage',
    note: 'Added an internal note to an inquiry',
    reply: 'Replied to an inquiry',
    quote: 'Sent a quote for an inquiry',
  },
  settings: { update: 'Changed the shop settings' },
  maintenance: {
    'close shop': 'Closed the shop for maintenance',
    'open shop': 'Reopened the shop',
    update: 'Changed the maintenance notice',
  },
  admin: {
    invite: 'Invited a staff member',
    resend_invite: 'Sent a new invitation link',
    correct_invite_address: 'Corrected the invitation’s e-mail address and sent it again',
    accept_invite: 'Accepted the invitation',
    enable: 'Enabled a staff account',
    disable: 'Disabled a staff account',
    rename: 'Changed their name',
    change_password: 'Changed their password',
    reset_password: 'Reset their password from an e-mailed link',
    reset_password_with_key: 'Reset the owner’s password with the reset key',
  },
  customer: { delete: 'Deleted a customer account' },
  outbox: { retry: 'Sent a failed e-mail again' },
  import: { products: 'Imported products from a CSV file' },
  backup: {
    create: 'Made a backup',
    download: 'Downloaded a backup',
    export: 'Downloaded the shop’s data',
  },
  silver_rate: { set: 'Set the silver rate' },
};

/** A code in words: `silver_rate` → "Silver rate", `close shop` → "Close shop". */
const words = (code: string) => {
  const text = code
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** A kind of record in words for the filter: `product` → "Products", `silver_rate` → "Silver rate". */
export const entityLabel = (entity: string) => kinds[entity] ?? words(entity);

/**
 * What an entry did, as a sentence: "Accepted the invitation", "Marked a product out of stock";
 * an action this screen does not know yet reads "Publish (Products)" rather than a code.
 */
export function describeAction(entity: string, action: string): string {
  return sentences[entity]?.[action] ?? `${words(action)} (${entityLabel(entity)})`;
}
