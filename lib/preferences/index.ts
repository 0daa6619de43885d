export { isComplete } from './store';
export { useDisplayCurrency, useVisitorPreferences } from './use-preferences';
