import { twilioSettings } from './twilio-settings';

const FULL = { TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'tok', TWILIO_FROM: '+15005550006' };

describe('twilioSettings', () => {
  it('nothing set: unset (SMS stays in the outbox)', () => {
    expect(twilioSettings({})).toEqual({ state: 'unset' });
    expect(twilioSettings({ TWILIO_ACCOUNT_SID: '  ' })).toEqual({ state: 'unset' });
  });

  it('a sid, a token and a sender: set, with the API URL override when given', () => {
    expect(twilioSettings(FULL)).toEqual({
      state: 'set',
      settings: { accountSid: 'AC123', authToken: 'tok', sender: { from: '+15005550006' }, apiUrl: null },
    });
    const a = twilioSettings({
      ...FULL,
      TWILIO_MESSAGING_SERVICE_SID: 'MG1',
      TWILIO_API_URL: 'http://127.0.0.1:4010',
    });
    expect(a).toMatchObject({ state: 'set', settings: { sender: { messagingServiceSid: 'MG1' } } });
    expect(a.state === 'set' && a.settings.apiUrl?.origin).toBe('http://127.0.0.1:4010');
  });

  it('half set: incomplete, naming what is missing', () => {
    expect(twilioSettings({ TWILIO_ACCOUNT_SID: 'AC123' })).toEqual({
      state: 'incomplete',
      missing: ['TWILIO_AUTH_TOKEN', 'TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)'],
    });
  });

  it('a TWILIO_API_URL that is not a URL is an error, not a silent fallback', () => {
    expect(() => twilioSettings({ ...FULL, TWILIO_API_URL: 'not a url' })).toThrow(
      'TWILIO_API_URL is not a URL',
    );
  });
});
