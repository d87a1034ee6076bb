// The public face of features/historyverse: pages import only this file.
export { HistoryverseGallery } from './components/HistoryverseGallery';
