import type { HomeModel } from '@/lib/content/home';
import type { SearchSettings } from '@/lib/search/form/settings';
import { Certificates } from './certificates';
import { CustomIntro } from './custom-intro';
import { HomeHero } from './home-hero';
import { OfferBanners } from './offer-banners';
import { SearchFormSlot } from './search-form-slot';
import { Testimonials } from './testimonials';
import { TopDestinations } from './top-destinations';

/**
 * The search module's home (/search/trips, /holidays, /userloginsso). A server component fed by
 * homeModel(): nothing here reads the request, so the page is rendered once per tenant and cached.
 */
export function HomePage({ model, search }: { model: HomeModel; search: SearchSettings }) {
  return (
    <main>
      <HomeHero model={model}>
        {model.searchSlot ? <SearchFormSlot modes={model.searchSlot.modes} settings={search} /> : null}
      </HomeHero>
      <CustomIntro intro={model.customIntro} agencyName={model.agencyName} />
      <OfferBanners banners={model.banners} agencyName={model.agencyName} />
      <TopDestinations destinations={model.topDestinations} />
      <Testimonials testimonials={model.testimonials} background={model.secondaryBackground} />
      <Certificates certificates={model.certificates} agencyName={model.agencyName} />
    </main>
  );
}
