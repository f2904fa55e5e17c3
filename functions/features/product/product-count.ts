/** "1 product", "3 products": how the bulk actions' messages count pieces. */
export const productCount = (n: number) => `${n} product${n === 1 ? '' : 's'}`;
