// How a field error reads: the server answers `errors: { field: 'must be …' }` (DESIGN §9
// "Errors") and every form, the shop's and the admin's, shows it beside the field as a sentence.

/** A field error as a sentence: a message starting in lowercase ("must be …") gets the label in front. */
export const fieldMessage = (label: string, message: string | undefined) =>
  !message ? undefined : /^[a-z]/.test(message) ? `${label} ${message}` : message;
