import { BlogList } from '../../features/content';

/** The blog: guides to designing, sharing and connecting bots, newest first. */
export function BlogPage() {
  return <BlogList />;
}
