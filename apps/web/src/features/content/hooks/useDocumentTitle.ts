import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../config/product';

/** Sets `document.title` to `{title} · {product}` while the screen is shown. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
