/** Types of tag-bus.mjs (plain JavaScript because Next loads the cache handler uncompiled). */

export const TAG_CHANNEL: string;
export const REMOTE_EXPIRY_HOOK: unique symbol;
export type RemoteExpiryHook = (tags: readonly string[]) => Promise<void>;
export interface TagDurations {
  expire?: number;
}
export interface TagMessage {
  origin: string;
  tags: string[];
  durations?: TagDurations;
}
export interface TagBus {
  origin: string;
  publish(tags: readonly string[], durations?: TagDurations): void;
  close(): Promise<void>;
}
export function encodeTagMessage(
  origin: string,
  tags: readonly string[],
  durations: TagDurations | undefined,
): string;
export function decodeTagMessage(raw: string): TagMessage | null;
export function openTagBus(
  url: string,
  onTags: (message: TagMessage) => void,
  options?: { log?: (line: string) => void },
): TagBus;
