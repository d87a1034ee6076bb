import { useParams } from 'react-router';
import { BlogPostView } from '../../features/content';

/** One blog post, by the `:slug` of the URL. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  return <BlogPostView key={slug} slug={slug} />;
}
