import { isWinAnsi, toWinAnsi } from './text';

describe('toWinAnsi', () => {
  it('keeps ASCII, Latin-1 and the Windows-1252 extras as they are', () => {
    const s = 'Price £1,234.56 · €99 — “Café” ‘Zürich’ Œuvre ™ ß ñ ø';
    expect(toWinAnsi(s)).toBe(s);
  });

  it('drops marks WinAnsi lacks and keeps the letter', () => {
    expect(toWinAnsi('Łódź')).toBe('Lódz');
    expect(toWinAnsi('Kraków, Gdańsk, Timișoara, Győr, Črna')).toBe('Kraków, Gdansk, Timisoara, Gyor, Crna');
    expect(toWinAnsi('İstanbul ğ ş')).toBe('Istanbul g s');
  });

  it('replaces symbols with readable stand-ins and unknown scripts with ?', () => {
    expect(toWinAnsi('₹5,000 → Goa ★★★')).toBe('Rs 5,000 -> Goa ***');
    expect(toWinAnsi('東京 ✈ 😀')).toBe('?? ? ?');
  });

  it('keeps line breaks, turns tabs and odd spaces into spaces', () => {
    expect(toWinAnsi('a\tb\u202fc\r\nd')).toBe('a b c\nd');
  });

  it('returns an empty string for nothing', () => {
    expect(toWinAnsi(null)).toBe('');
    expect(toWinAnsi(undefined)).toBe('');
  });

  it('produces only WinAnsi code points for any input', () => {
    const all = Array.from({ length: 0x3000 }, (_, i) => String.fromCodePoint(i + 1)).join('');
    const outside = [...toWinAnsi(all)].filter((ch) => !isWinAnsi(ch.codePointAt(0) ?? 0));
    expect(outside).toEqual([]);
  });
});
