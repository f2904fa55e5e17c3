// The shape every JSON answer of the API has (DESIGN §3 "Envelope", §9 "Errors").

/** Field name → message, shown by forms beside their fields. */
export type FieldErrors = Record<string, string>;

/** What every answer carries: `status` 1 with data, or 0 with a message and maybe field errors. */
export interface Envelope {
  status: 0 | 1;
  msg: string;
  errors?: FieldErrors;
}
