import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { useEditorStore } from '../stores/EditorStoreContext';
import { selectAnalyticsOn, selectSetAnalyticsOn } from '../stores/editorSelectors';
import './AnalyticsToggle.css';

/**
 * 'Analítica' in the title bar: draws the conversation funnel over the canvas (issue #18). On
 * narrow screens it moves into the 'Más' menu ({@link AnalyticsMenuItem}) so the bar still fits.
 */
export function AnalyticsToggle({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const on = useEditorStore(selectAnalyticsOn);
  const setOn = useEditorStore(selectSetAnalyticsOn);
  return (
    <Button
      size="sm"
      variant="secondary"
      className="editor-analytics-toggle"
      aria-pressed={on}
      aria-label={t('analytics.toggle')}
      title={t('analytics.toggleHint')}
      disabled={disabled}
      onClick={() => setOn(!on)}
    >
      <span aria-hidden="true">📊</span>
      <span className="editor-titlebar__label" aria-hidden="true">
        {t('analytics.toggle')}
      </span>
    </Button>
  );
}

/** The same toggle as an item of the 'Más' menu, shown only where the title bar hides it. */
export function AnalyticsMenuItem({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const on = useEditorStore(selectAnalyticsOn);
  const setOn = useEditorStore(selectSetAnalyticsOn);
  return (
    <button
      type="button"
      role="menuitemcheckbox"
      aria-checked={on}
      className="editor-more__item editor-more__item--analytics"
      onClick={() => {
        onDone();
        setOn(!on);
      }}
    >
      <span aria-hidden="true">📊</span> {t('analytics.toggle')}
      {on && <span aria-hidden="true"> ✓</span>}
    </button>
  );
}
