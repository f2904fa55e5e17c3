// The one rupee and gram formatters live in the contract module, shared with the server; this path
// stays for browser code that imported them from here.
export { formatRupees } from '../contract/money';
export { formatGrams } from '../contract/weight';
