import { Hono } from 'hono';
import type { z } from 'zod';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import {
  ZAnswersRequest,
  ZAssociateRequest,
  ZServicesRequest,
  ZSlotRequest,
  ZTravellerProfileRequest,
} from '@/lib/contract/booking-lifecycle';
import { sweepDueBookings } from '../booking';
import { bookingCaller } from '../booking/caller';
import {
  associateProfile,
  dissociateProfile,
  itineraryTravellers,
  listProfiles,
  saveAnswers,
  saveProfile,
  saveServices,
  travellerQuestions,
} from '../booking/travellers';
import { parseOr400 } from '../http/parse-or-400';
import { readPayload } from '../http/payload';
import { bookingIdOf } from './booking-call';

/**
 * Traveller information of a booking (spec §7): traveller-questions v1 and v2, traveller-details
 * (list, save, associate, dissociate), answers/save, service-selections/save, itinerary-travellers.
 * Writes answer the booking as get-booking-details does; a booking past changing answers 409.
 */
export const bookingTravellerRoutes = new Hono<BackendEnv>();

/** The caller, with the tenant's due holds expired first (an expired hold is no longer editable). */
async function caller(c: BackendContext) {
  const who = await bookingCaller(c);
  await sweepDueBookings(who.db, who.tenant);
  return who;
}

const questions = (version: 1 | 2) => async (c: BackendContext) => {
  const { db, tenant, user } = await caller(c);
  const bookingId = bookingIdOf(c.req.query());
  return c.json({ success: true, data: await travellerQuestions(db, tenant, user, bookingId, version) });
};
bookingTravellerRoutes.get('/api/booking/traveller-questions', questions(1));
bookingTravellerRoutes.get('/api/booking/v1/traveller-questions', questions(1));
bookingTravellerRoutes.get('/api/booking/v2/traveller-questions', questions(2));

bookingTravellerRoutes.get('/api/booking/traveller-details', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  return c.json({ success: true, data: await listProfiles(db, tenant, user) });
});

bookingTravellerRoutes.post('/api/booking/traveller-details/save', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const input = parseOr400(ZTravellerProfileRequest, await readPayload(c.req.raw));
  return c.json({ success: true, data: await saveProfile(db, tenant, user, input) });
});

type Caller = Awaited<ReturnType<typeof bookingCaller>>;

/** A write on one traveller slot: parsed, applied, answered with the booking's travellers. */
function slotWrite<S extends z.ZodType<{ booking_id: string }>>(
  schema: S,
  apply: (who: Caller, input: z.infer<S>) => Promise<string>,
) {
  return async (c: BackendContext) => {
    const who = await caller(c);
    const body = await readPayload(c.req.raw);
    bookingIdOf(body);
    const id = await apply(who, parseOr400(schema, body));
    return c.json({ success: true, data: await itineraryTravellers(who.db, who.tenant, who.user, id) });
  };
}

bookingTravellerRoutes.post(
  '/api/booking/traveller-details/associate',
  slotWrite(ZAssociateRequest, ({ db, tenant, user }, input) => associateProfile(db, tenant, user, input)),
);
bookingTravellerRoutes.post(
  '/api/booking/traveller-details/dissociate',
  slotWrite(ZSlotRequest, ({ db, tenant, user }, input) => dissociateProfile(db, tenant, user, input)),
);
bookingTravellerRoutes.post(
  '/api/booking/answers/save',
  slotWrite(ZAnswersRequest, ({ db, tenant, user }, input) => saveAnswers(db, tenant, user, input)),
);
bookingTravellerRoutes.post(
  '/api/booking/service-selections/save',
  slotWrite(ZServicesRequest, ({ db, tenant, user }, input) => saveServices(db, tenant, user, input)),
);

bookingTravellerRoutes.get('/api/booking/itinerary-travellers', async (c) => {
  const { db, tenant, user } = await caller(c);
  const bookingId = bookingIdOf(c.req.query());
  return c.json({ success: true, data: await itineraryTravellers(db, tenant, user, bookingId) });
});
