const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a string is a UUID, checked before it reaches a uuid column: PostgreSQL rejects a
 * malformed one with an error, where the caller means "no such row".
 */
export const isUuid = (v: string): boolean => UUID.test(v);
