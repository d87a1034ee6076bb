import { useTranslation } from 'react-i18next';
import { HomeSection } from './HomeSection';
import './ProductPreviewSection.css';

/**
 * "Así se ve {{product}}": pictures of the product itself — the flow editor with a flow on its
 * canvas and a visitor's chat with a bot — drawn from the real screens by
 * `scripts/generateHomePreviews.ts` (one SVG per language in `public/home/`).
 */
export function ProductPreviewSection() {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith('en') ? 'en' : 'es';
  return (
    <HomeSection id="product-preview" title={t('home.preview.title')} intro={t('home.preview.intro')}>
      <div className="product-preview">
        <figure className="product-preview__figure product-preview__figure--editor">
          <img
            src={`/home/editor-${language}.svg`}
            alt={t('home.preview.editorAlt')}
            width="960"
            height="600"
            loading="lazy"
            decoding="async"
          />
          <figcaption>{t('home.preview.editorCaption')}</figcaption>
        </figure>
        <figure className="product-preview__figure product-preview__figure--chat">
          <img
            src={`/home/chat-${language}.svg`}
            alt={t('home.preview.chatAlt')}
            width="340"
            height="480"
            loading="lazy"
            decoding="async"
          />
          <figcaption>{t('home.preview.chatCaption')}</figcaption>
        </figure>
      </div>
    </HomeSection>
  );
}
