// The public face of features/pluniverse: other features, pages and the app import only this file.
export { PluniverseHub, type PluniverseHubProps } from './components/PluniverseHub';
export { describeActivity } from './helpers/describeActivity';
export { HUB_QUERY_KEY, useHubDailyReward, useHubQuery } from './hooks/useHubQuery';
