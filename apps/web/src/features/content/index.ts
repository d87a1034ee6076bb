export { BlogList } from './components/BlogList';
export { BlogPostView, type BlogPostViewProps } from './components/BlogPostView';
export { FaqList } from './components/FaqList';
export { MarkdownContent, type MarkdownContentProps } from './components/MarkdownContent';
export { MarkdownPage, type MarkdownPageProps } from './components/MarkdownPage';
export type { ContentPageName } from './helpers/contentFiles';
export { useDocumentTitle } from './hooks/useDocumentTitle';
