// The public face of features/byte: other features, pages and the app import only this file.
export { BytePanel, type BytePanelProps } from './components/BytePanel';
export type { ByteContext } from './hooks/useByteChat';
