import type { KnowledgeSource } from '@plubot/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatByteSize } from '../helpers/formatByteSize';
import { SOURCE_KIND_ICONS } from '../helpers/sourceKindIcons';
import { SourceDetail } from './SourceDetail';
import { SourceStatusChip } from './SourceStatusChip';

export interface SourceItemProps {
  plubotId: string;
  source: KnowledgeSource;
  open: boolean;
  onToggle: () => void;
  onDeleted: () => void;
}

/**
 * One source of the list: its kind, title, state, size and date on a button that opens (in place)
 * its passages and actions; a failed source says why without opening it.
 */
export function SourceItem({ plubotId, source, open, onToggle, onDeleted }: SourceItemProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(source.updatedAt),
  );
  const reason = source.error
    ? source.error.message || t(`knowledge.sourceErrors.${source.error.code}`)
    : null;
  return (
    <li className={`knowledge-source${open ? ' knowledge-source--open' : ''}`}>
      <h3 className="knowledge-source__heading">
        <button
          type="button"
          className="knowledge-source__toggle"
          aria-expanded={open}
          aria-controls={`${id}-detail`}
          data-source-id={source.id}
          onClick={onToggle}
        >
          <span className="knowledge-source__icon" aria-hidden="true">
            {SOURCE_KIND_ICONS[source.kind]}
          </span>
          <span className="knowledge-source__main">
            <span className="knowledge-source__title">{source.title}</span>
            <span className="knowledge-source__meta">
              <span>{t(`knowledge.kinds.${source.kind}`)}</span>
              <span aria-hidden="true"> · </span>
              <span>{formatByteSize(source.byteSize, i18n.language)}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={source.updatedAt}>{date}</time>
            </span>
          </span>
          <SourceStatusChip source={source} />
          <span className="knowledge-source__chevron" aria-hidden="true" />
        </button>
      </h3>
      {reason && <p className="knowledge-source__error">{reason}</p>}
      <div id={`${id}-detail`} hidden={!open}>
        {open && <SourceDetail plubotId={plubotId} source={source} onDeleted={onDeleted} />}
      </div>
    </li>
  );
}
