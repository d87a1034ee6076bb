// The public face of features/sharing: other features, pages and the app import only this file.

export { SharePanel } from './components/SharePanel';
export { copyText } from './helpers/copyText';
