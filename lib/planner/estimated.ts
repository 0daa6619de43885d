import type { LegCandidate } from './types';

/** The carrier an estimated leg names: a guide price, never sold or offered as a choice. */
export const ESTIMATED_CARRIER = 'Estimated fare';

export const isEstimatedLeg = (leg: Pick<LegCandidate, 'carrier'>): boolean =>
  leg.carrier === ESTIMATED_CARRIER;
