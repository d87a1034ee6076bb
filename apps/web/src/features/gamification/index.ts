// The public face of features/gamification: other features, pages and the app import only this file.
export { getUserLevel } from './helpers/getUserLevel';
