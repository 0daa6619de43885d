/** @jest-environment node */
import {
  allowedImageSrc,
  renderTemplate,
  sanitizeTemplateHtml,
  type TTemplateValues,
  unknownVariables,
} from './render';

const ORIGIN = 'http://b2b.localhost:3000';
const ID = '0b6f1c52-3f7a-4f4e-9a43-6c1d1e0f2a11';
const values: TTemplateValues = {
  first_name: 'Ada',
  last_name: '<Lovelace>',
  email: 'ada@example.com',
  city: 'London',
  country: 'GB',
  agency_name: 'Meridian',
  unsubscribe_url: 'http://b2b.localhost:3000/unsubscribe?t=abc&x=1',
};

describe('campaign template rendering', () => {
  it('fills the variables, escaping them in the body but not in the subject', () => {
    const out = renderTemplate(
      {
        subject: 'Hello {{ first_name }} {{last_name}}',
        bodyHtml: '<p>Dear {{first_name}} {{last_name}}</p>',
      },
      values,
      ORIGIN,
    );
    expect(out.subject).toBe('Hello Ada <Lovelace>');
    expect(out.html).toContain('<p>Dear Ada &lt;Lovelace&gt;</p>');
    expect(out.text).toContain('Dear Ada <Lovelace>');
  });

  it('adds an unsubscribe link when the template has none, and not twice when it has one', () => {
    const plain = renderTemplate({ subject: 's', bodyHtml: '<p>Hi</p>' }, values, ORIGIN);
    expect(plain.html).toContain('href="http://b2b.localhost:3000/unsubscribe?t=abc&amp;x=1"');
    expect(plain.text).toContain(values.unsubscribe_url);
    const own = renderTemplate(
      { subject: 's', bodyHtml: '<p><a href="{{unsubscribe_url}}">Leave</a></p>' },
      values,
      ORIGIN,
    );
    expect(own.html.match(/unsubscribe\?/g)).toHaveLength(1);
    expect(own.html).toContain('>Leave</a>');
  });

  it('a value cannot inject markup, and a subject cannot carry a header break', () => {
    const out = renderTemplate(
      { subject: '{{first_name}}', bodyHtml: '<p>{{first_name}}</p>' },
      { ...values, first_name: 'x\r\nBcc: evil@example.com<script>alert(1)</script>' },
      ORIGIN,
    );
    expect(out.subject).not.toMatch(/[\r\n]/);
    expect(out.html).not.toContain('<script');
  });

  it('sanitises on save: scripts, handlers, javascript: links and foreign http images go', () => {
    const dirty = `<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>
      <img src="http://tracker.example/p.gif"><img src="https://cdn.example/a.png" onerror="x()">
      <img src="${'/api/api/v1/customer/image/file'}?id=${ID}"><iframe src="https://x"></iframe>`;
    const clean = sanitizeTemplateHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|iframe|tracker/);
    expect(clean).toContain('<img src="https://cdn.example/a.png" />');
    expect(clean).toContain(`<img src="/api/api/v1/customer/image/file?id=${ID}" />`);
  });

  it('sanitises on render too, making own images absolute', () => {
    const out = renderTemplate(
      {
        subject: 's',
        bodyHtml: `<img src="/api/api/v1/customer/image/file?id=${ID}"><img src="data:image/png;base64,AAAA"><script>x</script>`,
      },
      values,
      ORIGIN,
    );
    expect(out.html).toContain(`<img src="${ORIGIN}/api/api/v1/customer/image/file?id=${ID}" />`);
    expect(out.html).not.toMatch(/data:|script/);
  });

  it.each([
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['http://cdn.example/a.png', null],
    ['//cdn.example/a.png', null],
    ['/other/path.png', null],
    [`/api/api/v1/customer/image/file?id=not-a-uuid`, null],
    [`http://evil.example/api/api/v1/customer/image/file?id=${ID}`, null],
    [
      `${ORIGIN}/api/api/v1/customer/image/file?id=${ID}`,
      `${ORIGIN}/api/api/v1/customer/image/file?id=${ID}`,
    ],
    ['https://user:pw@cdn.example/a.png', null],
  ])('image %s → %s', (src, expected) => {
    expect(allowedImageSrc(src, ORIGIN)).toBe(expected);
  });

  it('names unknown variables', () => {
    expect(unknownVariables('{{first_name}} {{frist_name}} {{ nope }} {{frist_name}}')).toEqual([
      'frist_name',
      'nope',
    ]);
  });
});
