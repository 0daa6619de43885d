/**
 * The third-party scripts a site may configure (spec §1: support chat, tags, pixels, advertising),
 * in one place: for each, where its official snippet loads from for the site's id, what it sets up on
 * `window` before loading (the snippet's own inline part, run from our bundle so no inline script is
 * needed), the origins it needs per CSP directive, and which consent purpose it waits for.
 *
 * Shared by the server (which picks a site's scripts and its content-security policy,
 * lib/site-scripts/plan.ts) and the browser (lib/browser/site-scripts/loader.ts). Every origin here
 * must also be in the static header's allow-list (lib/security/headers.mjs THIRD_PARTY_SOURCES,
 * checked by registry.test.ts); each site's page narrows it to its own (plan.ts).
 */

import type { ConsentPurpose } from './consent-purposes';

export { CONSENT_PURPOSES, type ConsentPurpose } from './consent-purposes';

/** The directives a provider may widen (never default-src, frame-ancestors, object-src, base-uri). */
export type ScriptDirective =
  | 'script-src'
  | 'style-src'
  | 'connect-src'
  | 'frame-src'
  | 'font-src'
  | 'media-src'
  | 'img-src';
export type DirectiveSources = Partial<Record<ScriptDirective, readonly string[]>>;

export interface ScriptProvider {
  /** Shown in the consent banner's "choose" panel. */
  label: string;
  purpose: ConsentPurpose;
  /** Ids are put into URLs and settings: anything else is refused (the provider is not loaded). */
  idPattern: RegExp;
  /** The official snippet's script address for this id. */
  scriptUrl: (id: string) => string;
  /** Attributes the official snippet puts on its <script> tag. */
  attributes?: (id: string) => Readonly<Record<string, string>>;
  /** The snippet's inline part (settings, command queues), run before the script is added. */
  prepare?: (w: Record<string, unknown>, id: string) => void;
  sources: DirectiveSources;
}

const KEY = /^[A-Za-z0-9_-]{1,80}$/;

/**
 * The ten support-chat providers (spec §1 "one of ten supported chat/support providers, chosen per
 * tenant"), the ones travel agencies' sites use most. `fe_config.chatbot.name` is the key; `id` is the
 * provider's site, app, property or account id.
 */
export const CHAT_PROVIDERS = {
  tawk: {
    label: 'Tawk.to',
    purpose: 'chat',
    // "<propertyId>" or "<propertyId>/<widgetId>" (the widget defaults to "default").
    idPattern: /^[A-Za-z0-9]{1,40}(?:\/[A-Za-z0-9]{1,40})?$/,
    scriptUrl: (id) => `https://embed.tawk.to/${id.includes('/') ? id : `${id}/default`}`,
    attributes: () => ({ crossorigin: '*' }),
    prepare: (w) => {
      w.Tawk_API ??= {};
      w.Tawk_LoadStart = new Date();
    },
    sources: {
      'script-src': ['https://embed.tawk.to', 'https://cdn.jsdelivr.net'],
      'style-src': ['https://embed.tawk.to'],
      'font-src': ['https://embed.tawk.to'],
      'connect-src': ['https://*.tawk.to', 'wss://*.tawk.to'],
      'frame-src': ['https://*.tawk.to'],
      'media-src': ['https://embed.tawk.to'],
    },
  },
  intercom: {
    label: 'Intercom',
    purpose: 'chat',
    idPattern: KEY,
    scriptUrl: (id) => `https://widget.intercom.io/widget/${id}`,
    prepare: (w, id) => {
      w.intercomSettings = { api_base: 'https://api-iam.intercom.io', app_id: id };
    },
    sources: {
      'script-src': ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
      'connect-src': ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com'],
      'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
      'media-src': ['https://js.intercomcdn.com'],
      'frame-src': ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
    },
  },
  zendesk: {
    label: 'Zendesk',
    purpose: 'chat',
    idPattern: KEY,
    scriptUrl: (id) => `https://static.zdassets.com/ekr/snippet.js?key=${id}`,
    attributes: () => ({ id: 'ze-snippet' }),
    sources: {
      'script-src': ['https://static.zdassets.com'],
      'connect-src': ['https://*.zendesk.com', 'wss://*.zendesk.com', 'https://*.zdassets.com'],
      'frame-src': ['https://*.zendesk.com'],
      'media-src': ['https://static.zdassets.com'],
    },
  },
  freshchat: {
    label: 'Freshchat',
    purpose: 'chat',
    idPattern: KEY,
    scriptUrl: (id) => `https://fw-cdn.com/${id}.js`,
    attributes: () => ({ chat: 'true' }),
    sources: {
      'script-src': ['https://fw-cdn.com', 'https://*.freshchat.com'],
      'connect-src': ['https://*.freshchat.com', 'wss://*.freshchat.com', 'https://*.freshworks.com'],
      'frame-src': ['https://*.freshchat.com'],
    },
  },
  crisp: {
    label: 'Crisp',
    purpose: 'chat',
    // Crisp website ids are UUIDs.
    idPattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    scriptUrl: () => 'https://client.crisp.chat/l.js',
    prepare: (w, id) => {
      w.$crisp ??= [];
      w.CRISP_WEBSITE_ID = id;
    },
    sources: {
      'script-src': ['https://client.crisp.chat', 'https://settings.crisp.chat'],
      'style-src': ['https://client.crisp.chat'],
      'font-src': ['https://client.crisp.chat'],
      'connect-src': [
        'https://client.crisp.chat',
        'https://storage.crisp.chat',
        'wss://client.relay.crisp.chat',
        'wss://stream.relay.crisp.chat',
      ],
      'frame-src': ['https://game.crisp.chat'],
      'media-src': ['https://client.crisp.chat'],
    },
  },
  tidio: {
    label: 'Tidio',
    purpose: 'chat',
    idPattern: KEY,
    scriptUrl: (id) => `https://code.tidio.co/${id}.js`,
    sources: {
      'script-src': ['https://code.tidio.co', 'https://widget-v4.tidiochat.com'],
      'style-src': ['https://widget-v4.tidiochat.com'],
      'connect-src': ['https://*.tidio.co', 'wss://*.tidio.co', 'https://*.tidiochat.com'],
      'font-src': ['https://widget-v4.tidiochat.com'],
      'media-src': ['https://widget-v4.tidiochat.com'],
    },
  },
  livechat: {
    label: 'LiveChat',
    purpose: 'chat',
    idPattern: /^[0-9]{1,12}$/,
    scriptUrl: () => 'https://cdn.livechatinc.com/tracking.js',
    prepare: (w, id) => {
      w.__lc = { ...((w.__lc as object | undefined) ?? {}), license: Number(id) };
    },
    sources: {
      'script-src': ['https://cdn.livechatinc.com', 'https://secure.livechatinc.com'],
      'connect-src': ['https://*.livechatinc.com', 'wss://*.livechatinc.com'],
      'frame-src': ['https://secure.livechatinc.com'],
    },
  },
  hubspot: {
    label: 'HubSpot',
    purpose: 'chat',
    idPattern: /^[0-9]{1,12}$/,
    scriptUrl: (id) => `https://js.hs-scripts.com/${id}.js`,
    attributes: () => ({ id: 'hs-script-loader' }),
    sources: {
      'script-src': [
        'https://js.hs-scripts.com',
        'https://js.usemessages.com',
        'https://js.hs-analytics.net',
        'https://js.hs-banner.com',
        'https://js.hscollectedforms.net',
      ],
      'connect-src': ['https://*.hubspot.com', 'https://*.hubapi.com', 'https://*.hs-banner.com'],
      'frame-src': ['https://app.hubspot.com'],
    },
  },
  drift: {
    label: 'Drift',
    purpose: 'chat',
    idPattern: KEY,
    // The official snippet adds a cache-busting time bucket; the id is the embed id.
    scriptUrl: (id) => `https://js.driftt.com/include/${Math.floor(Date.now() / 3e5) * 3e5}/${id}.js`,
    prepare: (w) => {
      w.driftt ??= [];
      w.drift ??= w.driftt;
    },
    sources: {
      'script-src': ['https://js.driftt.com'],
      'connect-src': ['https://*.drift.com', 'wss://*.drift.com', 'https://*.driftt.com'],
      'frame-src': ['https://js.driftt.com', 'https://*.drift.com'],
    },
  },
  olark: {
    label: 'Olark',
    purpose: 'chat',
    idPattern: /^[0-9]{1,6}-[0-9]{1,6}-[0-9]{1,4}-[0-9]{1,6}$/,
    scriptUrl: () => 'https://static.olark.com/jsclient/loader.js',
    prepare: (w, id) => {
      const queue: unknown[][] = [];
      const olark = (...args: unknown[]) => queue.push(args);
      Object.assign(olark, { _: queue });
      w.olark ??= olark;
      (w.olark as (...a: unknown[]) => void)('api.chat.identify', id);
      w.olark_identity = id;
    },
    sources: {
      'script-src': ['https://static.olark.com'],
      'style-src': ['https://static.olark.com'],
      'connect-src': ['https://*.olark.com', 'wss://*.olark.com'],
      'frame-src': ['https://*.olark.com'],
    },
  },
} as const satisfies Record<string, ScriptProvider>;

export type ChatProviderName = keyof typeof CHAT_PROVIDERS;

/** Google tag (gtag.js) with consent mode v2; Meta pixel; agency 379's advertising (spec §6). */
export const TAG_PROVIDERS = {
  googleTag: {
    label: 'Google tag',
    purpose: 'analytics',
    // G-, AW-, GT-, DC- ids.
    idPattern: /^(?:G|AW|GT|DC|UA)-[A-Z0-9-]{4,20}$/i,
    scriptUrl: (id) => `https://www.googletagmanager.com/gtag/js?id=${id}`,
    // The snippet's inline part (the dataLayer queue, consent defaults) runs in loader.ts.
    sources: {
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': [
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ],
    },
  },
  metaPixel: {
    label: 'Meta pixel',
    purpose: 'advertising',
    idPattern: /^[0-9]{5,20}$/,
    scriptUrl: () => 'https://connect.facebook.net/en_US/fbevents.js',
    sources: {
      'script-src': ['https://connect.facebook.net'],
      'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
    },
  },
  advertising: {
    label: 'Advertising',
    purpose: 'advertising',
    // Google Publisher Tag needs no id of ours.
    idPattern: /^$/,
    scriptUrl: () => 'https://securepubads.g.doubleclick.net/tag/js/gpt.js',
    sources: {
      'script-src': ['https://securepubads.g.doubleclick.net', 'https://pagead2.googlesyndication.com'],
      'connect-src': ['https://securepubads.g.doubleclick.net', 'https://pagead2.googlesyndication.com'],
      'frame-src': ['https://*.doubleclick.net', 'https://tpc.googlesyndication.com'],
    },
  },
} as const satisfies Record<string, ScriptProvider>;

export type ProviderName = ChatProviderName | keyof typeof TAG_PROVIDERS;

export const PROVIDERS: Readonly<Record<ProviderName, ScriptProvider>> = {
  ...CHAT_PROVIDERS,
  ...TAG_PROVIDERS,
};

export const isChatProvider = (name: string): name is ChatProviderName => Object.hasOwn(CHAT_PROVIDERS, name);
