import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOURCE_KIND_ICONS } from '../helpers/sourceKindIcons';
import { FaqSourceForm } from './FaqSourceForm';
import { FileSourceForm } from './FileSourceForm';
import { TextSourceForm } from './TextSourceForm';
import { WebSourceForm } from './WebSourceForm';

const TABS = ['faq', 'text', 'file', 'url'] as const;
type Tab = (typeof TABS)[number];

/** The next tab for an arrow, Home or End key (wrapping), or null for any other key. */
function nextTab(current: Tab, key: string): Tab | null {
  const index = TABS.indexOf(current);
  if (key === 'ArrowRight' || key === 'ArrowDown') return TABS[(index + 1) % TABS.length] ?? null;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return TABS[(index - 1 + TABS.length) % TABS.length] ?? null;
  if (key === 'Home') return TABS[0];
  if (key === 'End') return TABS[TABS.length - 1] ?? null;
  return null;
}

/**
 * «Añadir una fuente»: a tab per kind (questions and answers, text, file, web), each with its form.
 * Every form stays mounted, so switching tabs keeps what was typed. Arrow keys move between tabs.
 */
export function AddSourcePanel({ plubotId }: { plubotId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [active, setActive] = useState<Tab>('faq');
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTab(active, event.key);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <section className="knowledge-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="knowledge-panel__title">
        {t('knowledge.add.title')}
      </h2>
      <div className="knowledge-tabs" role="tablist" aria-label={t('knowledge.add.kinds')}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab, element);
              else tabRefs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            className="knowledge-tab"
            aria-selected={active === tab}
            aria-controls={`${id}-panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
            onKeyDown={onKeyDown}
          >
            <span aria-hidden="true">{SOURCE_KIND_ICONS[tab]}</span> {t(`knowledge.add.tabs.${tab}`)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-panel-${tab}`}
          aria-labelledby={`${id}-tab-${tab}`}
          hidden={active !== tab}
          className="knowledge-tabpanel"
        >
          {tab === 'faq' && <FaqSourceForm plubotId={plubotId} />}
          {tab === 'text' && <TextSourceForm plubotId={plubotId} />}
          {tab === 'file' && <FileSourceForm plubotId={plubotId} />}
          {tab === 'url' && <WebSourceForm plubotId={plubotId} />}
        </div>
      ))}
    </section>
  );
}
