import {
  isInternational,
  missingAnswers,
  questionsFor,
  questionsV1,
  questionsV2,
  travellersEditable,
} from './traveller-questions';

describe('traveller questions', () => {
  it('asks a trip abroad for passport details; a trip at home only names (and a child’s birth date)', () => {
    expect(isInternational('GB', 'it')).toBe(true);
    expect(isInternational('gb', 'GB')).toBe(false);
    expect(isInternational(null, 'GB')).toBe(true);
    expect(isInternational('GB', null)).toBe(true);
    const slots = [
      { position: 0, kind: 'adult' },
      { position: 1, kind: 'infant' },
    ];
    expect(questionsV1(slots, false)).toEqual([
      { position: 0, kind: 'adult', required: ['title', 'first_name', 'last_name'] },
      { position: 1, kind: 'infant', required: ['title', 'first_name', 'last_name', 'birth_date'] },
    ]);
    expect(questionsV1(slots, true)[0]?.required).toEqual([
      'title',
      'first_name',
      'last_name',
      'nationality',
      'passport_number',
      'passport_expiry',
    ]);
  });

  it('v2 carries every question with its group, type and options; the lead alone gives an emergency contact', () => {
    const [lead, other] = questionsV2(
      [
        { position: 0, kind: 'adult' },
        { position: 1, kind: 'child' },
      ],
      false,
    );
    expect(lead?.questions.map((q) => `${q.group}:${q.id}`)).toEqual([
      'details:title',
      'details:first_name',
      'details:last_name',
      'details:birth_date',
      'answers:special_assistance',
      'answers:emergency_contact',
      'services:meal',
      'services:bed',
    ]);
    expect(other?.questions.map((q) => q.id)).not.toContain('emergency_contact');
    expect(
      questionsFor({ position: 0, kind: 'adult' }, false).find((q) => q.id === 'meal')?.options,
    ).toContain('vegetarian');
  });

  it('names what a traveller still has to give', () => {
    const slot = { position: 0, kind: 'child' };
    expect(missingAnswers(slot, true, { title: 'Ms.', first_name: 'A', last_name: 'B' })).toEqual([
      'birth_date',
      'nationality',
      'passport_number',
      'passport_expiry',
    ]);
    expect(
      missingAnswers(slot, false, {
        title: 'Ms.',
        first_name: 'A',
        last_name: 'B',
        birth_date: '2019-01-01',
      }),
    ).toEqual([]);
  });

  it('lets travellers change while held, partly paid or confirmed, before the day of departure', () => {
    expect(travellersEditable('held', '2027-05-10', '2027-05-09')).toBe(true);
    expect(travellersEditable('partially_paid', '2027-05-10', '2027-05-09')).toBe(true);
    expect(travellersEditable('confirmed', '2027-05-10', '2027-05-09')).toBe(true);
    expect(travellersEditable('confirmed', '2027-05-10', '2027-05-10')).toBe(false);
    for (const s of ['cancelled', 'expired', 'failed'] as const)
      expect(travellersEditable(s, '2027-05-10', '2027-01-01')).toBe(false);
  });
});
