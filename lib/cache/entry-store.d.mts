/** Types of entry-store.mjs (plain JavaScript because Next loads the cache handler uncompiled). */

export interface SharedEntry {
  lastModified: number;
  value: unknown;
  cacheControl?: unknown;
  tags: string[];
}
export interface EntryStore {
  read(key: string, moreTags?: readonly string[]): Promise<SharedEntry | null>;
  write(key: string, entry: SharedEntry, ttlS: number): void;
  remove(key: string): void;
  expireTags(tags: readonly string[], at: number): Promise<void>;
  close(): Promise<void>;
}
export function ttlOf(lifetimeS: number | false | undefined): number;
export function expiredByTags(expiries: (string | null)[], lastModified: number, now: number): boolean;
export function deploymentOf(env: Record<string, string | undefined>): string;
export function openEntryStore(
  url: string,
  names: { deployment: string; buildId: string },
  options?: { log?: (line: string) => void },
): EntryStore;
