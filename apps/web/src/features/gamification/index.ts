// The public face of features/gamification: other features, pages and the app import only this file.
export {
  getLevelNameKey,
  type LevelNameKey,
  type LevelProgress,
  readLevelProgress,
} from './helpers/readLevelProgress';
export {
  GAMIFICATION_QUERY_KEY,
  reportProgressFact,
  reportReadingFact,
  useClaimDailyReward,
  useGamificationQuery,
  useProgressTimeline,
  useUnlockItem,
} from './hooks/useGamification';
