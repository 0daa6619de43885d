import { hasRichText, sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps headings, paragraphs, lists and emphasis', () => {
    const html =
      '<h2>Who we are</h2><p>Since <strong>2009</strong>, <em>always</em>.</p><ul><li>One</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops script elements together with their content', () => {
    const out = sanitizeRichText('<p>Hi</p><script>alert(document.cookie)</script>');
    expect(out).toBe('<p>Hi</p>');
    expect(out).not.toMatch(/alert/);
  });

  it('drops event-handler attributes such as onerror and onclick', () => {
    const out = sanitizeRichText(
      '<img src="https://cdn.example/x.png" onerror="alert(1)" alt="x"><p onclick="steal()">t</p>',
    );
    expect(out).not.toMatch(/onerror|onclick|alert|steal/);
    expect(out).toContain('src="https://cdn.example/x.png"');
    expect(out).toContain('<p>t</p>');
  });

  it('removes javascript: and data: URLs but keeps http(s), mailto and tel links', () => {
    const out = sanitizeRichText(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a>' +
        '<a href="https://ok.example/">d</a><a href="mailto:x@y.example">e</a><a href="tel:+441234">f</a>',
    );
    expect(out).not.toMatch(/javascript|data:/i);
    expect(out).toContain('href="https://ok.example/"');
    expect(out).toContain('href="mailto:x@y.example"');
    expect(out).toContain('href="tel:+441234"');
  });

  it('refuses non-http image sources', () => {
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).not.toMatch(/javascript/);
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).not.toMatch(/data:/);
  });

  it('drops style, iframe, object and form elements and inline styles', () => {
    const out = sanitizeRichText(
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe><object data="x"></object>' +
        '<form action="https://evil.example"><input name="p"></form><p style="position:fixed">ok</p>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('turns h1 into h2 so the page keeps a single h1', () => {
    expect(sanitizeRichText('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });

  it('adds rel="noopener noreferrer" to links that open a new tab and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.example" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
  });

  it('answers an empty string for null, undefined and empty input', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('hasRichText', () => {
  it('is false for markup without visible text', () => {
    expect(hasRichText('<p> </p><script>x()</script>')).toBe(false);
    expect(hasRichText(null)).toBe(false);
  });
  it('is true when text survives sanitising', () => {
    expect(hasRichText('<p>Hello</p>')).toBe(true);
  });
});
