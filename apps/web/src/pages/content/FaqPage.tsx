import { FaqList } from '../../features/content';

/** Frequently asked questions, each opening its answer. */
export function FaqPage() {
  return <FaqList />;
}
