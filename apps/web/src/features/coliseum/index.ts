// The public face of features/coliseum: pages import only this file.
export { FeaturedBots } from './components/FeaturedBots';
export { RankingPanel } from './components/RankingPanel';
export { WeeklyChallenges } from './components/WeeklyChallenges';
export { COLISEUM_QUERY_KEY } from './hooks/useColiseum';
