import type { KnowledgeUsage as Usage } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeUsage } from '../helpers/describeUsage';

/** «3 de 20 fuentes · 0,4 de 2 MB» with a bar, and what to do once the plan's limit is reached. */
export function KnowledgeUsage({ usage }: { usage: Usage }) {
  const { t, i18n } = useTranslation();
  const figures = describeUsage(usage, i18n.language);
  const tone = figures.full ? 'full' : figures.nearlyFull ? 'near' : 'ok';
  return (
    <div className={`knowledge-usage knowledge-usage--${tone}`}>
      <p className="knowledge-usage__line">
        {t('knowledge.usage.line', {
          count: usage.maxSources,
          sources: figures.sources,
          maxSources: figures.maxSources,
          megabytes: figures.megabytes,
          maxMegabytes: figures.maxMegabytes,
        })}
      </p>
      <span className="knowledge-bar knowledge-usage__bar" aria-hidden="true">
        <span className="knowledge-bar__fill" style={{ width: `${figures.percent}%` }} />
      </span>
      {figures.full && (
        <p className="knowledge-usage__note" role="note">
          {t('knowledge.usage.full')} <Link to="/plans">{t('knowledge.usage.plans')}</Link>
        </p>
      )}
      {figures.nearlyFull && <p className="knowledge-usage__note">{t('knowledge.usage.nearlyFull')}</p>}
    </div>
  );
}
