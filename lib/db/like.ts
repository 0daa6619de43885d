/** `%value%` for LIKE/ILIKE, with the pattern characters of the value itself (`\`, `%`, `_`) taken literally. */
export const containsPattern = (value: string): string => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
