import type { TPackageVariant, TRankReason } from '@/lib/contract/planner';
import { formatMoney } from '@/lib/money';
import type { InventoryIndex } from './inventory-index';
import { type DayFrame, itemMinutes, localTravelMinutes } from './schedule';
import { humanDuration } from './time';

type Factor = TRankReason['factor'];

/** How much each factor counts (sums to 1). Price leads; hotels and activities share the rest. */
export const WEIGHTS: Record<Factor, number> = {
  price: 0.4,
  hotel_quality: 0.25,
  activity_fit: 0.25,
  travel_time: 0.1,
};

const FACTOR_NAME: Record<Factor, string> = {
  price: 'price',
  hotel_quality: 'hotel quality',
  activity_fit: 'activities',
  travel_time: 'travel time',
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** What the ranking needs to know about one variant, all of it derived from the variant itself. */
export interface VariantFacts {
  total: number;
  hotelScore: number;
  avgStars: number;
  avgPopularity: number;
  activities: number;
  coveredDays: number;
  coverableDays: number;
  categories: string[];
  activityPopularity: number;
  activityScore: number;
  travelMinutes: number;
}

export function factsOf(
  variant: TPackageVariant,
  index: InventoryIndex,
  frames: (v: TPackageVariant) => DayFrame[],
): VariantFacts {
  // Hotels: stars and popularity, weighted by nights.
  let stars = 0;
  let popularity = 0;
  let nights = 0;
  for (const stay of variant.cities) {
    const pop = index.hotel(stay.city, stay.hotel.code)?.popularity ?? 50;
    stars += stay.hotel.stars * stay.nights;
    popularity += pop * stay.nights;
    nights += stay.nights;
  }
  const avgStars = nights > 0 ? stars / nights : 0;
  const avgPopularity = nights > 0 ? popularity / nights : 0;
  const hotelScore = 100 * (0.7 * (avgStars / 5) + 0.3 * (avgPopularity / 100));

  // Activities: popularity, how many days they cover, how varied they are.
  let count = 0;
  let popSum = 0;
  let covered = 0;
  const categories = new Set<string>();
  const coverable =
    variant.days.filter((d) => !d.items.some((i) => i.kind === 'leg')).length || variant.days.length;
  for (const day of variant.days) {
    const acts = day.items.filter((i) => i.kind === 'activity');
    if (acts.length > 0) covered++;
    for (const a of acts) {
      count++;
      popSum += (a.ref ? index.activity(a.city, a.ref)?.popularity : undefined) ?? 50;
      if (a.detail) categories.add(a.detail);
    }
  }
  const activityPopularity = count > 0 ? popSum / count : 0;
  const coverage = Math.min(1, covered / coverable);
  const variety = count > 0 ? Math.min(1, categories.size / Math.min(count, 5)) : 0;
  const activityScore =
    count > 0 ? 100 * (0.4 * (activityPopularity / 100) + 0.4 * coverage + 0.2 * variety) : 0;

  // Travel: legs and transfers as scheduled, plus getting between activities in town.
  let travelMinutes = 0;
  for (const day of variant.days)
    for (const it of day.items)
      if (it.kind === 'leg' || it.kind === 'transfer') {
        const m = itemMinutes(it);
        travelMinutes += m.end - m.start;
      }
  const geo = (code: string, city: string) => index.activity(city, code);
  for (const frame of frames(variant)) travelMinutes += localTravelMinutes(frame, geo);

  return {
    total: variant.total_price.amount,
    hotelScore,
    avgStars,
    avgPopularity,
    activities: count,
    coveredDays: Math.min(covered, coverable),
    coverableDays: coverable,
    categories: [...categories].sort(),
    activityPopularity,
    activityScore,
    travelMinutes,
  };
}

/** 100 for the smallest value among the candidates, 0 for the largest. */
const relative = (value: number, min: number, max: number) =>
  max > min ? (100 * (max - value)) / (max - min) : 100;

function hotelText(f: VariantFacts): string {
  return `${f.avgStars.toFixed(1)}-star hotels on average, popularity ${Math.round(f.avgPopularity)}/100.`;
}

function activityText(f: VariantFacts): string {
  if (f.activities === 0) return 'No activities planned: every day is free time.';
  const kinds = f.categories.length === 1 ? '1 kind' : `${f.categories.length} kinds`;
  return `${f.activities} ${f.activities === 1 ? 'activity' : 'activities'} on ${f.coveredDays} of ${f.coverableDays} sightseeing days, ${kinds} (${f.categories.join(', ')}), average popularity ${Math.round(f.activityPopularity)}/100.`;
}

function travelText(f: VariantFacts): string {
  return `About ${humanDuration(f.travelMinutes)} of travel in total (legs, transfers and getting between activities).`;
}

function reasonsFor(
  v: TPackageVariant,
  f: VariantFacts,
  priceScore: number,
  travelScore: number,
  priceText: string,
) {
  const reasons: TRankReason[] = [
    { factor: 'price', score: round1(priceScore), weight: WEIGHTS.price, text: priceText },
    {
      factor: 'hotel_quality',
      score: round1(f.hotelScore),
      weight: WEIGHTS.hotel_quality,
      text: hotelText(f),
    },
    {
      factor: 'activity_fit',
      score: round1(f.activityScore),
      weight: WEIGHTS.activity_fit,
      text: activityText(f),
    },
    { factor: 'travel_time', score: round1(travelScore), weight: WEIGHTS.travel_time, text: travelText(f) },
  ];
  const score = round1(reasons.reduce((s, r) => s + r.score * r.weight, 0));
  return { ...v, reasons, score };
}

/**
 * Scores the candidates against each other (price and travel time relative to the cheapest and
 * quickest among them), sorts best first (ties: cheaper, then label) and numbers them.
 */
export function rankVariants(
  variants: readonly TPackageVariant[],
  facts: readonly VariantFacts[],
): TPackageVariant[] {
  if (variants.length === 0) return [];
  const totals = facts.map((f) => f.total);
  const travel = facts.map((f) => f.travelMinutes);
  const [minP, maxP] = [Math.min(...totals), Math.max(...totals)];
  const [minT, maxT] = [Math.min(...travel), Math.max(...travel)];
  const scored = variants.map((v, i) => {
    const f = facts[i] as VariantFacts;
    const money = formatMoney(v.total_price);
    const priceText =
      variants.length === 1
        ? `${money} in total for everyone.`
        : f.total === minP
          ? `${money} in total, the lowest price of the ${variants.length} options.`
          : `${money} in total, ${Math.round((100 * (f.total - minP)) / Math.max(1, minP))}% more than the cheapest option.`;
    return reasonsFor(v, f, relative(f.total, minP, maxP), relative(f.travelMinutes, minT, maxT), priceText);
  });
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      a.total_price.amount - b.total_price.amount ||
      (a.label < b.label ? -1 : a.label > b.label ? 1 : 0),
  );
  return scored.map((v, index) => ({ ...v, index }));
}

/**
 * After a change the other candidates are not at hand: hotel and activity scores are recomputed,
 * price and travel keep their relative scores and get texts with the new figures.
 */
export function rescore(variant: TPackageVariant, f: VariantFacts): TPackageVariant {
  const old = (factor: Factor) => variant.reasons.find((r) => r.factor === factor)?.score ?? 50;
  return reasonsFor(
    variant,
    f,
    old('price'),
    old('travel_time'),
    `${formatMoney(variant.total_price)} in total with your changes.`,
  );
}

const ordinal = (n: number) => {
  const s =
    n % 100 >= 11 && n % 100 <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${s}`;
};

/** One sentence from the reasons (v1/get_why_rank). */
export function whyRank(variant: TPackageVariant): { summary: string } {
  if (variant.reasons.length === 0) return { summary: `Ranked ${ordinal(variant.index + 1)}.` };
  const byContribution = [...variant.reasons].sort((a, b) => b.score * b.weight - a.score * a.weight);
  const top = byContribution[0] as TRankReason;
  const second = byContribution[1];
  const weakest = [...variant.reasons].sort((a, b) => a.score - b.score)[0] as TRankReason;
  const strong = second
    ? `${FACTOR_NAME[top.factor]} (${Math.round(top.score)}/100) and ${FACTOR_NAME[second.factor]} (${Math.round(second.score)}/100)`
    : `${FACTOR_NAME[top.factor]} (${Math.round(top.score)}/100)`;
  const weak =
    weakest !== top && weakest !== second
      ? `, weakest on ${FACTOR_NAME[weakest.factor]} (${Math.round(weakest.score)}/100)`
      : '';
  return {
    summary: `Ranked ${ordinal(variant.index + 1)} with ${Math.round(variant.score)}/100, strongest on ${strong}${weak}: ${top.text}`,
  };
}
