import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/Card';
import { HomeSection } from './HomeSection';

const CHRONICLES = [
  { to: '/tutoriales', icon: '📘', key: 'tutorials' },
  { to: '/blog', icon: '📰', key: 'blog' },
  { to: '/historyverse', icon: '📜', key: 'historyverse' },
] as const;

/** The chronicles: where to learn and read about building bots. */
export function ChroniclesSection() {
  const { t } = useTranslation();
  return (
    <HomeSection id="chronicles" title={t('home.chronicles.title')} intro={t('home.chronicles.intro')}>
      <ul className="feature-grid">
        {CHRONICLES.map((item) => (
          <Card as="li" key={item.key} className="feature-grid__item">
            <span className="feature-grid__icon" aria-hidden="true">
              {item.icon}
            </span>
            <h3 className="feature-grid__title">
              <Link to={item.to}>{t(`home.chronicles.${item.key}.title`)}</Link>
            </h3>
            <p className="feature-grid__text">{t(`home.chronicles.${item.key}.text`)}</p>
          </Card>
        ))}
      </ul>
    </HomeSection>
  );
}
