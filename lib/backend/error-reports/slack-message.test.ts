import { deploymentEnvironment, errorReportTarget } from './deployment';
import { buildSlackMessage, redactPersonalData } from './slack-message';

const origin = { site: 'demo', environment: 'production' };

describe('buildSlackMessage', () => {
  it('makes Slack text plus header, section and context blocks', () => {
    const m = buildSlackMessage(
      { channel: '#ui-errors', subject: 'UI error on /search', message: 'TypeError: boom' },
      origin,
    );
    expect(m.text).toBe('[ui-errors] UI error on /search: TypeError: boom');
    expect(m.blocks).toEqual([
      { type: 'header', text: { type: 'plain_text', text: 'UI error on /search', emoji: false } },
      { type: 'section', text: { type: 'mrkdwn', text: '```TypeError: boom```' } },
      { type: 'context', elements: [{ type: 'mrkdwn', text: 'site demo · production · #ui-errors' }] },
    ]);
  });

  it('escapes mrkdwn markup, so a report cannot mention @channel or forge a link', () => {
    const m = buildSlackMessage({ channel: 'c', subject: 's', message: '<!channel> & <http://x|y>' }, origin);
    expect(JSON.stringify(m.blocks)).toContain('&lt;!channel&gt; &amp; &lt;http://x|y&gt;');
    expect(JSON.stringify(m.blocks)).not.toContain('<!channel>');
    expect(m.text).toBe('[c] s: &lt;!channel&gt; &amp; &lt;http://x|y&gt;');
  });

  it("keeps within Block Kit's limits (header 150 characters)", () => {
    const m = buildSlackMessage({ channel: 'c', subject: 'y'.repeat(400), message: 'm' }, origin);
    const header = m.blocks?.[0] as unknown as { text: { text: string } };
    expect(header.text.text).toHaveLength(150);
    expect(header.text.text.endsWith('…')).toBe(true);
  });

  it('names an unknown site as such', () => {
    const m = buildSlackMessage(
      { channel: 'c', subject: 's', message: 'm' },
      { site: null, environment: 'test' },
    );
    expect(JSON.stringify(m.blocks)).toContain('site unknown · test · #c');
  });
});

describe('redactPersonalData', () => {
  it.each([
    ['mail ann.lee+x@example.co.uk now', 'mail [email] now'],
    ['call +44 20 7946 0958 or 07946-095-811', 'call [number] or [number]'],
    [
      'at https://demo.localhost/verify?token=s3cret#x then',
      'at https://demo.localhost/verify?[redacted] then',
    ],
    ['booking 12345 on 28-Nov-26', 'booking 12345 on 28-Nov-26'],
  ])('%s', (input, output) => {
    expect(redactPersonalData(input)).toBe(output);
  });
});

describe('errorReportTarget', () => {
  const url = 'https://hooks.slack.com/services/T/B/X';
  it.each([
    [
      { SLACK_WEBHOOK_URL: url, APP_ENV: 'production' },
      { send: true, webhookUrl: url },
    ],
    [
      { SLACK_WEBHOOK_URL: url, NODE_ENV: 'production' },
      { send: true, webhookUrl: url },
    ],
    [
      { SLACK_WEBHOOK_URL: url, NODE_ENV: 'production', APP_ENV: 'Staging' },
      { send: false, skipped: 'environment' },
    ],
    [
      { SLACK_WEBHOOK_URL: url, NODE_ENV: 'development' },
      { send: false, skipped: 'environment' },
    ],
    [{ SLACK_WEBHOOK_URL: url }, { send: false, skipped: 'environment' }],
    [
      { SLACK_WEBHOOK_URL: '  ', APP_ENV: 'production' },
      { send: false, skipped: 'not_configured' },
    ],
    [{ APP_ENV: 'staging' }, { send: false, skipped: 'not_configured' }],
  ])('%j → %j', (env, target) => {
    expect(errorReportTarget(env as NodeJS.ProcessEnv)).toEqual(target);
  });

  it('prefers APP_ENV over NODE_ENV', () => {
    expect(deploymentEnvironment({ NODE_ENV: 'production', APP_ENV: 'staging' } as NodeJS.ProcessEnv)).toBe(
      'staging',
    );
    expect(deploymentEnvironment({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)).toBe('production');
  });
});
