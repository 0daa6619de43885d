import { monogramFaviconSvg } from './favicon';

describe('monogramFaviconSvg', () => {
  it("draws the name's first letter in the brand colours", () => {
    const svg = monogramFaviconSvg({ name: 'wanderlight', background: '#0f766e', foreground: '#ffffff' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('fill="#0f766e"');
    expect(svg).toContain('>W</text>');
  });

  it('refuses colours and letters that could inject markup', () => {
    const svg = monogramFaviconSvg({ name: '<x', background: 'red" onload="x', foreground: 'url(#a)' });
    expect(svg).toContain('&lt;</text>');
    expect(svg).not.toContain('onload');
    expect(svg).toContain('fill="#0b5cad"');
    expect(svg).toContain('fill="#ffffff"');
  });
});
