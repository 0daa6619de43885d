'use client';

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { changeLead, createLead, getLead } from '@/lib/client/leads';
import type { TItinerary, TItineraryChange } from '@/lib/contract/planner';
import { type Budget, detailPath } from './routes';

export type LeadState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; itinerary: TItinerary };

/** The server's reading of the URL's lead, when it is that lead of this package. */
function serverLead(initial: TItinerary | null, packageId: string, leadInUrl: string | null) {
  return initial !== null &&
    leadInUrl !== null &&
    initial.lead_id === leadInUrl &&
    initial.package_id === packageId
    ? initial
    : null;
}

/** A change's answer: the repriced itinerary, or why it was refused (null: no reason to show). */
export type ChangeAnswer = { ok: true; itinerary: TItinerary } | { ok: false; reason: string | null };

/**
 * The lead behind the detail page: the URL's lead (?lead=, so a reload keeps the traveller's
 * changes) as the server read it, or loaded here when the server could not; otherwise created with
 * put_itinerary and written into the URL. Changes go one at a time through put_itinerary and
 * replace the itinerary with the repriced answer.
 */
export function useLead(
  packageId: string,
  index: number,
  leadInUrl: string | null,
  budget: Budget,
  /** The URL's lead as the server read it (get_itinerary): shown at once, not fetched again. */
  initial: TItinerary | null = null,
) {
  const { min, max } = budget;
  const [state, setState] = useState<LeadState>(() => {
    const read = serverLead(initial, packageId, leadInUrl);
    return read ? { kind: 'ready', itinerary: read } : { kind: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const [changing, setChanging] = useState(false);
  // The lead this page already holds: writing it into the URL reloads nothing, and a second effect
  // run (React's development double run) never creates a second lead.
  const held = useRef(new Set<string>());

  useEffect(() => {
    const key = `${packageId}|${index}|${leadInUrl ?? ''}|${attempt}|${min}|${max}`;
    if (held.current.has(key)) return;
    held.current.add(key);
    // The server already read this lead (first render, or the URL changed to another lead).
    const read = attempt === 0 ? serverLead(initial, packageId, leadInUrl) : null;
    if (read) {
      setState((s) => (s.kind === 'ready' && s.itinerary === read ? s : { kind: 'ready', itinerary: read }));
      return;
    }
    void (async () => {
      setState({ kind: 'loading' });
      if (leadInUrl) {
        const found = await getLead(leadInUrl);
        if (found.ok && found.data.package_id === packageId) {
          startTransition(() => setState({ kind: 'ready', itinerary: found.data }));
          return;
        }
        // The backend is down: say so. A lead that is gone, not this visitor's or another
        // package's: start again from the variant.
        if (!found.ok && (found.status === 0 || found.status >= 500)) {
          setState({ kind: 'error' });
          return;
        }
      }
      const made = await createLead(packageId, index, { min, max });
      if (!made.ok) {
        setState({ kind: 'error' });
        return;
      }
      // The whole itinerary renders anew: as a transition React renders it in slices between which
      // the page stays responsive, not in one long task (~1 s of blocking on a mid-range phone).
      startTransition(() => setState({ kind: 'ready', itinerary: made.data }));
      held.current.add(`${packageId}|${index}|${made.data.lead_id}|${attempt}|${min}|${max}`);
      // Only the address changes (a reload reads the lead): the router's replace() would fetch and
      // render the whole page again from the server for the itinerary this page already shows.
      window.history.replaceState(null, '', detailPath(packageId, index, made.data.lead_id));
    })();
  }, [packageId, index, leadInUrl, attempt, min, max, initial]);

  const apply = useCallback(
    async (change: TItineraryChange): Promise<ChangeAnswer> => {
      if (state.kind !== 'ready' || changing) return { ok: false, reason: null };
      setChanging(true);
      try {
        const res = await changeLead(state.itinerary.lead_id, change);
        // A change the planner refuses (400) says why, for the traveller; anything else is generic.
        if (!res.ok) return { ok: false, reason: res.status === 400 ? res.message : null };
        setState({ kind: 'ready', itinerary: res.data });
        return { ok: true, itinerary: res.data };
      } finally {
        setChanging(false);
      }
    },
    [state, changing],
  );

  return { state, changing, apply, retry: () => setAttempt((a) => a + 1) };
}
