import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '../../../config/product';
import { findRouteMeta } from '../helpers/routeMeta';

/** Writes `<meta name="description">`, creating it when the page has none. */
function setDescription(text: string) {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}

/**
 * Gives each screen its document title (`{title} · Plubot`) and description in the interface's
 * language, from `routeMeta`; screens that name themselves (content pages, plans, a bot's chat)
 * are left to do so.
 */
export function useRouteMeta(): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts follow the path and the language
  useEffect(() => {
    const key = findRouteMeta(pathname);
    if (!key) return;
    const title = t(`routeMeta.${key}.title`);
    document.title = key === 'home' ? `${PRODUCT_NAME} · ${title}` : `${title} · ${PRODUCT_NAME}`;
    setDescription(t(`routeMeta.${key}.description`));
  }, [pathname, i18n.language]);
}
