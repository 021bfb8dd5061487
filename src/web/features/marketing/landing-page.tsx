import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { PageFooter } from './page-footer';
import { PricingTeaser } from './pricing-teaser';

/**
 * Public marketing page at `/`. The shell supplies the sticky header and the <main> landmark,
 * so this renders sections only.
 */
export function LandingPage() {
  return (
    <div className="overflow-x-clip">
      <Hero />
      <FeaturesSection />
      <HowItWorks />
      <PricingTeaser />
      <PageFooter />
    </div>
  );
}
