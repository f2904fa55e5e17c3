// Field limits (DESIGN §9 "Field limits"): the server's schemas refuse past them with a 400 naming
// the field, and the forms check the same numbers before sending. Lengths count characters after
// trimming.

/** A person's name: customers, inquirers, admins. */
export const nameLength = { min: 2, max: 100 } as const;

/** An e-mail address, as long as the standard allows. */
export const emailMaxLength = 254;

/** A password, as typed: long enough to resist guessing (and not a common one, checked on the server). */
export const passwordLength = { min: 10, max: 128 } as const;

/** The message of an inquiry or a contact form. */
export const messageLength = { min: 1, max: 2000 } as const;

/** A product's name (the slug is made from it). */
export const productNameLength = { min: 2, max: 150 } as const;

/** A product's description. */
export const productDescriptionMaxLength = 5000;

/** A category's description. */
export const categoryDescriptionMaxLength = 1000;

/** An image's alternative text. */
export const altTextMaxLength = 200;

/** A category's name. */
export const categoryNameLength = { min: 2, max: 100 } as const;
