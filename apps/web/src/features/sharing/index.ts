// The public face of features/sharing: other features, pages and the app import only this file.
export { copyText } from './helpers/copyText';
