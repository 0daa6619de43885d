import { z } from 'zod';
import { AppError } from './errors';
import { invalidInput, namedMessage, parseOr400, textAlone, withFieldsListed } from './parse-or-400';

const ZParty = z.object({
  adults: z.number({ error: 'adults must be between 1 and 9.' }).int().min(1).max(9),
  departure_date: z.string({ error: 'Enter a date that exists.' }),
  travellers: z.array(z.object({ first_name: z.string({ error: 'First Name is required' }) })),
});

const refusal = (run: () => unknown): AppError => {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('not refused');
};

describe('parseOr400', () => {
  it('answers what the schema reads', () => {
    const ok = { adults: 2, departure_date: '2030-01-01', travellers: [] };
    expect(parseOr400(ZParty, ok)).toEqual(ok);
  });

  it('refuses with 400 invalid_request, each field by its path with its first text', () => {
    const err = refusal(() => parseOr400(ZParty, { adults: 0, travellers: [{}] }));
    expect(err.status).toBe(400);
    expect(err.code).toBe('invalid_request');
    expect(err.details).toEqual({
      adults: ['adults must be between 1 and 9.'],
      departure_date: ['Enter a date that exists.'],
      'travellers.0.first_name': ['First Name is required'],
    });
    // The message names the first field, once.
    expect(err.userMessage).toBe('adults must be between 1 and 9.');
    const date = refusal(() => parseOr400(ZParty, { adults: 1, travellers: [] }));
    expect(date.userMessage).toBe('departure_date: Enter a date that exists.');
  });

  it('files a refusal of the input as a whole under `data`', () => {
    const err = refusal(() => parseOr400(ZParty, 'not an object'));
    expect(Object.keys(err.details ?? {})).toEqual(['data']);
  });

  it('takes a route’s wording: a fixed summary, the first text alone, its own texts', () => {
    const summary = refusal(() => parseOr400(ZParty, {}, { message: 'Please check the highlighted fields' }));
    expect(summary.userMessage).toBe('Please check the highlighted fields');
    const alone = refusal(() => parseOr400(ZParty, { adults: 1, travellers: [{}] }, { message: textAlone }));
    expect(alone.userMessage).toBe('Enter a date that exists.');
    const own = refusal(() =>
      parseOr400(
        ZParty,
        { adults: 1 },
        { text: (issue, input) => `${issue.path.join('.')} of ${JSON.stringify(input)}` },
      ),
    );
    expect(own.details).toEqual({
      departure_date: ['departure_date of {"adults":1}'],
      travellers: ['travellers of {"adults":1}'],
    });
  });
});

describe('withFieldsListed', () => {
  it('keeps the one shape and lists the fields again under `fields`, as a map or as lines', () => {
    const parsed = ZParty.safeParse({ adults: 1, travellers: 'x' });
    if (parsed.success) throw new Error('accepted');
    const refused = invalidInput(parsed.error, {});
    const map = withFieldsListed(refused, 'map');
    expect(map.details).toEqual({ ...refused.details, fields: refused.details });
    expect(map.userMessage).toBe(refused.userMessage);
    const lines = withFieldsListed(refused, 'lines');
    expect(lines.details?.fields).toEqual([
      'departure_date: Enter a date that exists.',
      expect.stringMatching(/^travellers: /),
    ]);
    expect(lines.details).toMatchObject(refused.details);
  });
});

describe('namedMessage', () => {
  it('prefixes the field unless the text starts with it', () => {
    expect(namedMessage('adults', 'adults must be between 1 and 9.')).toBe('adults must be between 1 and 9.');
    expect(namedMessage('currency', 'This field is required.')).toBe('currency: This field is required.');
    expect(namedMessage('adults_max', 'adults must be …')).toBe('adults_max: adults must be …');
  });
});
