// The money and weight rules live in the contract module, shared with the browser and the build;
// this path stays for server code that imported them from here.
export { discountedPaise, paiseToRupees, rupeesToPaise } from '../../src/contract/money';
export { gramsToTenths, tenthsToGrams } from '../../src/contract/weight';
