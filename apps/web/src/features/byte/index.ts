// The public face of features/byte: other features, pages and the app import only this file.
export { BytePanel } from './components/BytePanel';
