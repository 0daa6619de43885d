import { mergeSources, siteScriptsPolicy } from '@/lib/security/headers.mjs';
import { hasCapability, type WorkingConfig } from '@/lib/tenant/working-config';
import {
  CHAT_PROVIDERS,
  type ChatProviderName,
  CONSENT_PURPOSES,
  type ConsentPurpose,
  isChatProvider,
  PROVIDERS,
  type ProviderName,
} from './registry';

/** One script a site loads: which provider, with which id. */
export interface SiteScript {
  provider: ProviderName;
  id: string;
}

/** What a site's pages carry for its scripts; null when it configures none. */
export interface SiteScriptPlan {
  scripts: SiteScript[];
  /** The consent purposes the banner asks about, in the registry's order. */
  purposes: ConsentPurpose[];
  /** The site's own content-security policy (a `<meta http-equiv>` beside the header). */
  policy: string;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** `fe_config.chatbot.name` as written by agencies ("Tawk.to", "tawk", "LiveChat"…) → provider key. */
export function chatProviderFor(name: string | null): ChatProviderName | null {
  if (!name) return null;
  const key = squash(name);
  if (isChatProvider(key)) return key;
  for (const [k, p] of Object.entries(CHAT_PROVIDERS) as [ChatProviderName, { label: string }][])
    if (squash(p.label) === key) return k;
  return null;
}

/**
 * The scripts one site configures (spec §1, §6): its chat provider when `chatbot.enabled`, its Google
 * tag, its Meta pixel, and agency 379's advertising (capability advertisingScripts). An unknown
 * provider or an id that is not of the provider's shape loads nothing.
 */
export function siteScriptsOf(wc: WorkingConfig): SiteScript[] {
  const out: SiteScript[] = [];
  const add = (provider: ProviderName, id: string | null) => {
    const trimmed = id?.trim() ?? '';
    if (PROVIDERS[provider].idPattern.test(trimmed)) out.push({ provider, id: trimmed });
  };
  const chat = wc.chatbot.enabled ? chatProviderFor(wc.chatbot.name) : null;
  if (chat) add(chat, wc.chatbot.id);
  if (wc.gTagId) add('googleTag', wc.gTagId);
  if (wc.fb_pixel_id) add('metaPixel', wc.fb_pixel_id);
  if (hasCapability(wc, 'advertisingScripts')) add('advertising', '');
  return out;
}

export function siteScriptPlan(
  wc: WorkingConfig,
  dev = process.env.NODE_ENV !== 'production',
): SiteScriptPlan | null {
  const scripts = siteScriptsOf(wc);
  if (scripts.length === 0) return null;
  const used = new Set(scripts.map((s) => PROVIDERS[s.provider].purpose));
  const purposes = CONSENT_PURPOSES.filter((p) => used.has(p));
  return { scripts, purposes, policy: siteScriptsPolicy({ dev, sources: sourcesOf(scripts) }) };
}

const sourcesOf = (scripts: readonly SiteScript[]) =>
  mergeSources(...scripts.map((s) => PROVIDERS[s.provider].sources));

/** The origins this site's own scripts need (none for a site that configures none). */
export function siteScriptSources(wc: WorkingConfig): Record<string, string[]> {
  return sourcesOf(siteScriptsOf(wc));
}
