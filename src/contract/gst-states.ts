// India's GST state codes, the first two digits of every GSTIN: a quote's tax is CGST + SGST when
// the customer's state is the shop's, IGST otherwise (DESIGN §11 "Quotes").

/** The states and union territories a customer can be in today, by GST code. */
export const gstStates: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** "08 Rajasthan"-style name of a code, or the code itself when unknown. */
export const gstStateName = (code: string) => gstStates[code] ?? code;

/** The GST code of a state written by name ("rajasthan", "Delhi"), or null when none matches. */
export function gstStateByName(name: string): string | null {
  const wanted = name.trim().toLowerCase();
  const found = Object.entries(gstStates).find(([, state]) => state.toLowerCase() === wanted);
  return found ? found[0] : null;
}
