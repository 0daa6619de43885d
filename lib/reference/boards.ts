/** Hotel board (meal plan) codes as suppliers send them, and their names in offers and documents. */
const BOARD_NAMES: Record<string, string> = {
  RO: 'Room only',
  BB: 'Bed & breakfast',
  HB: 'Half board',
  FB: 'Full board',
  AI: 'All inclusive',
};
export const boardName = (code: string) => BOARD_NAMES[code] ?? code;
