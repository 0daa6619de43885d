export {
  COUNTRY_KEY,
  CURRENCY_KEY,
  EMPTY_PREFERENCES,
  isComplete,
  normaliseCountry,
  normaliseCurrency,
  readPreferences,
  type VisitorPreferences,
  writePreferences,
} from './store';
export { savePreferences, useDisplayCurrency, useVisitorPreferences } from './use-preferences';
