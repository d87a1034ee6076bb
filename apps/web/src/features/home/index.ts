// The public face of features/home: other features, pages and the app import only this file.
export { HeroSection } from './components/HeroSection';
export {
  ArsenalSection,
  CallToActionSection,
  ChroniclesSection,
  ForgeSection,
  MapSection,
  UniverseSection,
} from './components/lazyHomeSections';
export { ProductPreviewSection } from './components/ProductPreviewSection';
export { WhatIsSection } from './components/WhatIsSection';
