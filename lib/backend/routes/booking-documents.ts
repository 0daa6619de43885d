import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { ZAddVoucherRequest, ZCreditNoteRequest, ZVoucherRequest } from '@/lib/contract/booking-lifecycle';
import { bookingCaller } from '../booking/caller';
import { creditNotePdf, listCreditNotes } from '../booking/credit-notes';
import {
  addVoucher,
  combinedVoucherPdf,
  combinedVoucherUrl,
  confirmVoucher,
  generateVoucher,
  listVouchers,
} from '../booking/vouchers';
import { parseOr400 } from '../http/parse-or-400';
import { readPayload } from '../http/payload';
import { bookingIdOf, pdfAnswer } from './booking-call';

/**
 * Documents of a booking beyond its voucher and invoice (spec §7 api/booking/…): credit-note-list
 * and a credit note's PDF; vouchers (list, generate-voucher, confirm-voucher, add-voucher,
 * combined-voucher-url and the combined PDF).
 */
export const bookingDocumentRoutes = new Hono<BackendEnv>();

bookingDocumentRoutes.get('/api/booking/credit-note-list', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  return c.json({ success: true, data: await listCreditNotes(db, tenant, user, bookingIdOf(c.req.query())) });
});

bookingDocumentRoutes.get('/api/booking/credit-note', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const query = c.req.query();
  const bookingId = bookingIdOf(query);
  const { credit_note_id } = parseOr400(ZCreditNoteRequest, query);
  const { pdf, fileName } = await creditNotePdf(db, tenant, user, {
    bookingId,
    creditNoteId: credit_note_id,
  });
  return pdfAnswer(pdf, fileName);
});

bookingDocumentRoutes.get('/api/booking/vouchers', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  return c.json({ success: true, data: await listVouchers(db, tenant, user, bookingIdOf(c.req.query())) });
});

bookingDocumentRoutes.post('/api/booking/generate-voucher', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const bookingId = bookingIdOf(await readPayload(c.req.raw));
  return c.json({ success: true, data: await generateVoucher(db, tenant, user, bookingId) });
});

bookingDocumentRoutes.post('/api/booking/confirm-voucher', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const body = await readPayload(c.req.raw);
  const bookingId = bookingIdOf(body);
  const { voucher_id } = parseOr400(ZVoucherRequest, body);
  return c.json({
    success: true,
    data: await confirmVoucher(db, tenant, user, { bookingId, voucherId: voucher_id }),
  });
});

bookingDocumentRoutes.post('/api/booking/add-voucher', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const body = await readPayload(c.req.raw);
  bookingIdOf(body);
  return c.json({
    success: true,
    data: await addVoucher(db, tenant, user, parseOr400(ZAddVoucherRequest, body)),
  });
});

bookingDocumentRoutes.get('/api/booking/combined-voucher-url', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  return c.json({
    success: true,
    data: await combinedVoucherUrl(db, tenant, user, bookingIdOf(c.req.query())),
  });
});

bookingDocumentRoutes.get('/api/booking/combined-voucher', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const { pdf, fileName } = await combinedVoucherPdf(db, tenant, user, bookingIdOf(c.req.query()));
  return pdfAnswer(pdf, fileName);
});
