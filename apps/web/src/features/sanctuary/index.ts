// The public face of features/sanctuary: pages import only this file.
export { LegacyMode } from './components/LegacyMode';
export { SanctuarySummary } from './components/SanctuarySummary';
export { SanctuaryTimeline } from './components/SanctuaryTimeline';
