/**
 * What a visitor agrees to, each on its own (the banner's "choose"). A module of its own: the consent
 * state every page reads on arrival needs these, not the provider registry (registry.ts) beside it.
 */
export const CONSENT_PURPOSES = ['chat', 'analytics', 'advertising'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
