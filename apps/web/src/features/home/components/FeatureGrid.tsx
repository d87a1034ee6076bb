import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';

export interface FeatureItem {
  id: string;
  icon: string;
  titleKey: ParseKeys;
  textKey: ParseKeys;
}

/** Cards with an icon, a title and a short text, laid out in a responsive grid. */
export function FeatureGrid({ items }: { items: readonly FeatureItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className="feature-grid">
      {items.map((item) => (
        <Card as="li" key={item.id} className="feature-grid__item">
          <span className="feature-grid__icon" aria-hidden="true">
            {item.icon}
          </span>
          <h3 className="feature-grid__title">{t(item.titleKey)}</h3>
          <p className="feature-grid__text">{t(item.textKey)}</p>
        </Card>
      ))}
    </ul>
  );
}
