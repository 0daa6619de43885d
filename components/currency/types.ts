/** The chooser's lists: fetched from the site when the dialog opens (lib/reference/browser-lists.ts). */
export type { ChooserLists, CurrencyOption } from '@/lib/reference/browser-lists';
