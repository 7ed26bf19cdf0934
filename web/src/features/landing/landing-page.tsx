import { CreatorsSection } from './creators-section';
import { HeroSection } from './hero-section';
import { FeatureGrid, StatsBand, TestimonialsSection } from './landing-sections';

export function LandingPage() {
  return (
    <div className="landing">
      <HeroSection />
      <StatsBand />
      <FeatureGrid />
      <CreatorsSection />
      <TestimonialsSection />
    </div>
  );
}
