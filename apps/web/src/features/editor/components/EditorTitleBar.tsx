import { formatLastSaved } from '@plubot/flow';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../components/Button';
import { useArrangeNodes } from '../hooks/useArrangeNodes';
import { useEditorModals } from '../hooks/useEditorModals';
import { useNow } from '../hooks/useNow';
import { useText } from '../hooks/useText';
import { useEditorStore } from '../stores/EditorStoreContext';
import {
  selectActions,
  selectAutosaveBlocked,
  selectEdgeCount,
  selectFlowName,
  selectHasChanges,
  selectIsSaving,
  selectLastSaved,
  selectLoadState,
  selectNodeCount,
  selectPlubotName,
} from '../stores/editorSelectors';
import { AnalyticsToggle } from './AnalyticsToggle';
import { DoctorButton } from './doctor/DoctorButton';
import { MoreMenu } from './MoreMenu';
import { PublishButton } from './publishing/PublishButton';
import './EditorTitleBar.css';

/**
 * The editor's title bar (spec §2): the flow's name, Guardar, Publicar (issue #28), Simular, Compartir,
 * import/export and Más; node and connection counts, the last-saved time and a clock.
 */
export function EditorTitleBar() {
  const { t } = useTranslation();
  const { save, openDialog } = useEditorStore(useShallow(selectActions));
  const isSaving = useEditorStore(selectIsSaving);
  const loaded = useEditorStore(selectLoadState) === 'loaded';
  const botName = useEditorStore(selectPlubotName);
  const { openSimulation, openShare, openEmbed } = useEditorModals();
  const arrange = useArrangeNodes();

  return (
    <header className="editor-titlebar">
      {/* The screen's heading, for screen readers and the document outline; the name field shows it. */}
      <h1 className="visually-hidden">
        {botName ? t('editor.titleBar.heading', { name: botName }) : t('editor.titleBar.headingNoName')}
      </h1>
      <div className="editor-titlebar__main">
        <Link
          to="/pluniverse"
          className="editor-titlebar__back"
          aria-label={t('editor.titleBar.back')}
          title={t('editor.titleBar.back')}
        >
          ←
        </Link>
        <FlowNameField />
        {loaded && <EditorStatus />}
      </div>
      <nav className="editor-titlebar__actions" aria-label={t('editor.titleBar.actions')}>
        <TitleBarButton
          icon="💾"
          label={t('editor.titleBar.save')}
          text={isSaving ? t('editor.save.saving') : undefined}
          variant="primary"
          onClick={() => void save({ manual: true })}
          disabled={!loaded || isSaving}
        />
        <PublishButton disabled={!loaded} />
        <TitleBarButton
          icon="🗂️"
          label={t('editor.titleBar.templates')}
          onClick={() => openDialog('templates')}
          disabled={!loaded}
        />
        <TitleBarButton
          icon="🧹"
          label={t('editor.titleBar.arrangeHint')}
          text={t('editor.titleBar.arrange')}
          onClick={arrange}
          disabled={!loaded}
        />
        <TitleBarButton
          icon="▶️"
          label={t('editor.titleBar.simulate')}
          onClick={openSimulation}
          disabled={!loaded}
        />
        <DoctorButton disabled={!loaded} />
        <AnalyticsToggle disabled={!loaded} />
        <TitleBarButton icon="🔗" label={t('editor.titleBar.share')} onClick={openShare} disabled={!loaded} />
        <TitleBarButton
          icon="</>"
          label={t('editor.titleBar.embed')}
          variant="ghost"
          onClick={openEmbed}
          disabled={!loaded}
        />
        <TitleBarButton
          icon="⇅"
          label={t('editor.titleBar.importExport')}
          variant="ghost"
          onClick={() => openDialog('importExport')}
          disabled={!loaded}
        />
        <MoreMenu disabled={!loaded} />
      </nav>
    </header>
  );
}

/**
 * A title bar button: icon and text, the text a small caption under the icon on narrow screens; each
 * icon stands for one action only (the palette, the templates and a node type never share one).
 */
function TitleBarButton({
  icon,
  label,
  text,
  variant = 'secondary',
  onClick,
  disabled,
}: {
  icon: string;
  label: string;
  text?: string | undefined;
  variant?: 'primary' | 'secondary' | 'ghost';
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <Button
      size="sm"
      variant={variant}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true">{icon}</span>
      <span className="editor-titlebar__label" aria-hidden="true">
        {text ?? label}
      </span>
    </Button>
  );
}

/** The flow's editable name; 'Cargando nombre...' while loading and 'Error al cargar' on failure. */
const FlowNameField = memo(function FlowNameField() {
  const { t } = useTranslation();
  const flowName = useEditorStore(selectFlowName);
  const loadState = useEditorStore(selectLoadState);
  const { setFlowName } = useEditorStore(useShallow(selectActions));
  if (loadState !== 'loaded') {
    return (
      <span className={`editor-titlebar__name editor-titlebar__name--${loadState}`} role="status">
        {loadState === 'loading' ? t('editor.titleBar.loadingName') : t('editor.titleBar.loadNameError')}
      </span>
    );
  }
  return (
    <input
      className="editor-titlebar__name"
      value={flowName}
      maxLength={200}
      aria-label={t('editor.titleBar.flowName')}
      onChange={(event) => setFlowName(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
    />
  );
});

/** Counts, unsaved flag, last saved time and the clock; the clock alone re-renders every second. */
const EditorStatus = memo(function EditorStatus() {
  const { t } = useTranslation();
  const nodeCount = useEditorStore(selectNodeCount);
  const edgeCount = useEditorStore(selectEdgeCount);
  const hasChanges = useEditorStore(selectHasChanges);
  const blocked = useEditorStore(selectAutosaveBlocked);
  const text = useText();
  return (
    <div className="editor-titlebar__status">
      <span data-testid="node-count">{t('editor.titleBar.nodes', { count: nodeCount })}</span>
      <span data-testid="edge-count">{t('editor.titleBar.edges', { count: edgeCount })}</span>
      <LastSavedText />
      {hasChanges && (
        <span className="editor-titlebar__unsaved" title={blocked ? text(blocked) : undefined}>
          ● {blocked ? t('editor.titleBar.notSavable') : t('editor.titleBar.unsaved')}
        </span>
      )}
      <EditorClock />
    </div>
  );
});

const LastSavedText = memo(function LastSavedText() {
  const { t } = useTranslation();
  const text = useText();
  const lastSaved = useEditorStore(selectLastSaved);
  const now = useNow(15_000);
  return (
    <span className="editor-titlebar__saved">
      {t('editor.titleBar.lastSaved', {
        time: text({ flow: formatLastSaved(lastSaved, Math.max(now, lastSaved ?? 0)) }),
      })}
    </span>
  );
});

const EditorClock = memo(function EditorClock() {
  const now = useNow(1000);
  const { t, i18n } = useTranslation();
  return (
    <span className="editor-titlebar__clock">
      {/* Named for screen readers, which otherwise meet a bare, changing number. */}
      <span className="visually-hidden">{t('editor.titleBar.clock')} </span>
      <time dateTime={new Date(now).toISOString()}>
        {new Date(now).toLocaleTimeString(i18n.language, {
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        })}
      </time>
    </span>
  );
});
