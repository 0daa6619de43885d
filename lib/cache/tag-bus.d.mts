/** Types of tag-bus.mjs (plain JavaScript because Next loads the cache handler uncompiled). */

export const TAG_CHANNEL: string;
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
