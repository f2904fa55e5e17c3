/** The number shown to the shopper: `INQ-{year sent}-{six-digit number}`. */
export const formatReference = (seq: number, createdAt: number) =>
  `INQ-${new Date(createdAt).getUTCFullYear()}-${String(seq).padStart(6, '0')}`;
