// The public face of features/knowledge: other features, pages and the app import only this file.

export { KnowledgeScreen } from './components/KnowledgeScreen';
