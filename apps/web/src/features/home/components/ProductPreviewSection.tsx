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
        <PreviewFigure
          kind="editor"
          src={`/home/editor-${language}.svg`}
          size={[960, 600]}
          alt={t('home.preview.editorAlt')}
          caption={t('home.preview.editorCaption')}
        />
        <PreviewFigure
          kind="chat"
          src={`/home/chat-${language}.svg`}
          size={[340, 480]}
          alt={t('home.preview.chatAlt')}
          caption={t('home.preview.chatCaption')}
        />
      </div>
    </HomeSection>
  );
}

interface PreviewFigureProps {
  kind: 'editor' | 'chat';
  src: string;
  /** The picture's own width and height, so the page keeps its place before it loads. */
  size: [number, number];
  alt: string;
  caption: string;
}

/** One picture of the product with its caption, loaded when it comes near the view. */
function PreviewFigure({ kind, src, size, alt, caption }: PreviewFigureProps) {
  return (
    <figure className={`product-preview__figure product-preview__figure--${kind}`}>
      <img src={src} alt={alt} width={size[0]} height={size[1]} loading="lazy" decoding="async" />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
