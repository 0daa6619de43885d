/** Types of chromium.mjs (plain JavaScript because the scripts and benches import it). */
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: readonly string[];
