/** GET get_currency's path (spec §7), without the schema of lib/contract/currency.ts (the browser's first load needs only the path). */
export const GET_CURRENCY_PATH = 'get_currency';
