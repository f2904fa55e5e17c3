// The sizes a piece is made in (DESIGN §10 "Sizes"): Indian ring sizes 1–30, bangle sizes 2-2 to
// 2-14, stored comma-separated in the order shown.

const ringSize = (size: string) =>
  /^\d{1,2}$/.test(size) && Number(size) >= 1 && Number(size) <= 30;
const bangleSize = (size: string) => {
  const match = /^2-(\d{1,2})$/.exec(size);
  return match !== null && Number(match[1]) >= 2 && Number(match[1]) <= 14;
};

/**
 * Why a size type and size list cannot be stored (`{ field, message }`), or null: no type means no
 * sizes; a ring takes 1–30, a bangle 2-2 to 2-14, each once.
 */
export function sizeProblem(
  sizeType: string,
  sizes: string,
): { field: 'size_type' | 'sizes'; message: string } | null {
  if (sizeType === '') {
    return sizes === '' ? null : { field: 'sizes', message: 'need a size_type (ring or bangle)' };
  }
  if (sizeType !== 'ring' && sizeType !== 'bangle') {
    return { field: 'size_type', message: 'must be ring, bangle or blank' };
  }
  const list = sizes.split(',');
  const fits = sizeType === 'ring' ? ringSize : bangleSize;
  if (sizes === '' || !list.every(fits)) {
    const example = sizeType === 'ring' ? '12,14,16 (sizes 1 to 30)' : '2-4,2-6 (2-2 to 2-14)';
    return { field: 'sizes', message: `must list the ${sizeType} sizes, such as ${example}` };
  }
  if (new Set(list).size !== list.length) return { field: 'sizes', message: 'lists a size twice' };
  return null;
}
