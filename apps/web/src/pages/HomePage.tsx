import { type ReactNode, Suspense } from 'react';
import { lazyPage } from '../app/lazyPage';
import { Spinner } from '../components/Spinner';
import { HeroSection } from '../features/home/components/HeroSection';
import { WhatIsSection } from '../features/home/components/WhatIsSection';

const MapSection = lazyPage(() => import('../features/home/components/MapSection'), 'MapSection');
const ForgeSection = lazyPage(() => import('../features/home/components/ForgeSection'), 'ForgeSection');
const ArsenalSection = lazyPage(() => import('../features/home/components/ArsenalSection'), 'ArsenalSection');
const ChroniclesSection = lazyPage(
  () => import('../features/home/components/ChroniclesSection'),
  'ChroniclesSection',
);
const UniverseSection = lazyPage(
  () => import('../features/home/components/UniverseSection'),
  'UniverseSection',
);
const CallToActionSection = lazyPage(
  () => import('../features/home/components/CallToActionSection'),
  'CallToActionSection',
);

/** The home page: hero and "what is it" at once, the rest of the sections as they load. */
export function HomePage() {
  return (
    <>
      <HeroSection />
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
