'use client';

import type { HomeDestination } from '@/lib/content/home';

/**
 * The destination cards, each opening the trips search with its destination filled in. A client
 * leaf on purpose: the server component payload then carries the cards' data, not their markup a
 * second time (every byte of server-rendered markup is in the page twice).
 */
export function DestinationCards({ destinations }: { destinations: HomeDestination[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 lg:gap-6">
      {destinations.map((d) => (
        <li key={d.href}>
          <a href={d.href} className="group destination-card">
            <div className="aspect-[4/5] sm:aspect-[3/2]">
              {d.image ? (
                // biome-ignore lint/performance/noImgElement: configured artwork of any size; the optimiser is off.
                <img
                  src={d.image}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="destination-card-image"
                />
              ) : null}
            </div>
            <div className="destination-card-caption">
              <p className="destination-card-name">{d.name}</p>
              {d.description ? <p className="destination-card-note">{d.description}</p> : null}
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}
