/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { StarRating } from '@/components/home/star-rating';
import { Icon, type IconName } from './icon';

const sprite = readFileSync(path.join(__dirname, 'icons.svg'), 'utf8');
const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));

const NAMES: IconName[] = [
  'stars-0',
  'stars-1',
  'stars-2',
  'stars-3',
  'stars-4',
  'stars-5',
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
  'youtube',
  'menu',
  'close',
  'back',
  'home',
  'chevron-down',
  'phone',
  'mail',
  'chat',
  'user',
  'lost-map',
];

const useHref = (container: HTMLElement) => container.querySelector('svg > use')?.getAttribute('href') ?? '';

describe('Icon', () => {
  it.each(NAMES)('%s is a symbol of the sprite', (name) => {
    expect(symbols.has(name)).toBe(true);
  });

  it('refers to its symbol, hidden from assistive technology, with the given size', () => {
    const { container } = render(<Icon name="mail" className="h-4 w-4" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('class', 'h-4 w-4');
    expect(useHref(container)).toMatch(/#mail$/);
  });

  it('each row of stars fills the first N stars and leaves the rest in the text colour', () => {
    for (let n = 0; n <= 5; n++) {
      const row = sprite.match(new RegExp(`<symbol id="stars-${n}"[^>]*>(.*?)</symbol>`))?.[1] ?? '';
      const stars = [...row.matchAll(/<use href="#star"[^>]*>/g)].map((m) => m[0]);
      expect(stars).toHaveLength(5);
      expect(stars.map((s) => !s.includes('fill='))).toEqual([1, 2, 3, 4, 5].map((i) => i <= n));
    }
  });
});

describe('StarRating', () => {
  it.each([
    [5, 'stars-5'],
    [4, 'stars-4'],
    [3.5, 'stars-3'],
    [0, 'stars-0'],
    [9, 'stars-5'],
    [Number.NaN, 'stars-0'],
  ])('rating %s shows %s under its label', (rating, symbol) => {
    const { container, getByRole } = render(<StarRating rating={rating} label="Rated" />);
    expect(getByRole('img', { name: 'Rated' })).toBeInTheDocument();
    expect(useHref(container).endsWith(`#${symbol}`)).toBe(true);
  });

  // A right-to-left page mirrors an icon that points along the line, and no other.
  it('mirrors the back arrow under dir="rtl" and leaves the phone alone', () => {
    const { container } = render(
      <div dir="rtl">
        <Icon name="back" className="h-6 w-6" />
        <Icon name="phone" className="h-6 w-6" />
      </div>,
    );
    const [back, phone] = container.querySelectorAll('svg');
    expect(back?.getAttribute('class')).toBe('h-6 w-6 rtl:-scale-x-100');
    expect(phone?.getAttribute('class')).toBe('h-6 w-6');
  });
});
