import { sizeProblem, sizeTable, type SizeType } from '../../contract/sizes';
import type { ProductJson } from './types';

/** The product form's sizing as chosen: the size type (none for a piece in one size) and sizes. */
export interface SizeDraft {
  sizeType: SizeType | 'none';
  sizes: string[];
}

export const emptySizing: SizeDraft = { sizeType: 'none', sizes: [] };

/** A saved product's sizing, for the edit form. */
export const sizingDraftOf = (p: ProductJson): SizeDraft => ({
  sizeType: p.sizeType ?? 'none',
  sizes: [...p.sizes],
});

/** How the form names the sizing fields in messages. */
export const sizingLabels: Record<string, string> = { sizeType: 'Size type', sizes: 'Sizes' };

/** The sizes of the type chosen, in table order (sizes of another type, ticked before, drop out). */
const chosen = (draft: SizeDraft) =>
  draft.sizeType === 'none'
    ? []
    : sizeTable(draft.sizeType)
        .map((row) => row.size)
        .filter((size) => draft.sizes.includes(size));

/** The browser-side check of the sizing, with the server's rule (src/contract/sizes.ts). */
export function validateSizing(draft: SizeDraft): Record<string, string> {
  const type = draft.sizeType === 'none' ? null : draft.sizeType;
  const problem = sizeProblem(type, chosen(draft));
  return problem ? { [problem.field]: `${sizingLabels[problem.field]} ${problem.message}` } : {};
}

/** The sizing as the API takes it: `sizeType` and the sizes comma-separated. */
export const sizingFieldsOf = (draft: SizeDraft): Record<string, string> => ({
  sizeType: draft.sizeType,
  sizes: chosen(draft).join(','),
});
