/** Types of headers.mjs (plain JavaScript because next.config.mjs imports it). */

export type SourceLists = Readonly<Record<string, readonly string[]>>;

export const THIRD_PARTY_SOURCES: SourceLists;
export const RELEASE_NOTES_SOURCES: SourceLists;
export const SITE_SCRIPT_SOURCES: SourceLists;
export function mergeSources(...lists: SourceLists[]): Record<string, string[]>;
export function siteScriptsPolicy(options: { dev?: boolean; sources: SourceLists }): string;
export const WIDGET_PATH_PREFIX: string;
export const NONCE_PLACEHOLDER: string;
export const PERMISSIONS_POLICY: string;
export const STRICT_TRANSPORT_SECURITY: string;
export const LOCAL_HOST_PATTERN: string;
export const GATEWAY_PAGE_PATH_PREFIX: string;
export const GATEWAY_DIRECTIVES: readonly string[];

export function paymentPagePolicy(options?: {
  gateway?: SourceLists;
  scriptHashes?: readonly string[];
}): string;

export function buildContentSecurityPolicy(options?: {
  dev?: boolean;
  frameAncestors?: readonly string[];
  extra?: SourceLists;
}): string;

export function widgetPagePolicy(options?: {
  dev?: boolean;
  origins?: readonly string[];
  sources?: SourceLists;
}): string;

export const SITE_POLICY_HEADER: string;
export function sitePagePolicy(options?: {
  dev?: boolean;
  sources?: SourceLists;
  frameAncestors?: readonly string[];
}): string;

export interface HeaderRule {
  source: string;
  missing?: { type: 'host'; value: string }[];
  headers: { key: string; value: string }[];
}

export function securityHeaderRules(options: { production: boolean; extra?: SourceLists }): HeaderRule[];
