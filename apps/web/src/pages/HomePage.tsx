import { type ReactNode, Suspense } from 'react';
import { Spinner } from '../components/Spinner';
import {
  ArsenalSection,
  CallToActionSection,
  ChroniclesSection,
  ForgeSection,
  HeroSection,
  MapSection,
  ProductPreviewSection,
  UniverseSection,
  WhatIsSection,
} from '../features/home';

/** The home page: hero, pictures of the product and "what is it" at once, the rest of the sections as they load. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <ProductPreviewSection />
      <WhatIsSection />
      <LazySection>
        <MapSection />
      </LazySection>
      <LazySection>
        <ForgeSection />
      </LazySection>
      <LazySection>
        <ArsenalSection />
      </LazySection>
      <LazySection>
        <ChroniclesSection />
      </LazySection>
      <LazySection>
        <UniverseSection />
      </LazySection>
      <LazySection>
        <CallToActionSection />
      </LazySection>
    </>
  );
}

function LazySection({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="home-section home-section--loading">
          <Spinner />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
