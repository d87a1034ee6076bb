import { useShallow } from 'zustand/react/shallow';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions, selectDialog } from '../../stores/editorSelectors';
import { PublishDialog } from '../publishing/PublishDialog';
import { BackupManagerDialog } from './BackupManagerDialog';
import { FlowSettingsDialog } from './FlowSettingsDialog';
import { ImportExportDialog } from './ImportExportDialog';
import { KeyboardShortcutsDialog } from './KeyboardShortcutsDialog';
import { PerformanceStatsDialog } from './PerformanceStatsDialog';
import { RouteAnalysisDialog } from './RouteAnalysisDialog';
import { TemplatesDialog } from './TemplatesDialog';
import { VersionHistoryDialog } from './VersionHistoryDialog';

/** The dialog the title bar or the Más menu opened, if any. */
export function EditorDialogs() {
  const dialog = useEditorStore(selectDialog);
  const { closeDialog } = useEditorStore(useShallow(selectActions));
  switch (dialog) {
    case 'publish':
      return <PublishDialog onClose={closeDialog} />;
    case 'templates':
      return <TemplatesDialog onClose={closeDialog} />;
    case 'importExport':
      return <ImportExportDialog onClose={closeDialog} />;
    case 'versions':
      return <VersionHistoryDialog onClose={closeDialog} />;
    case 'backups':
      return <BackupManagerDialog onClose={closeDialog} />;
    case 'routes':
      return <RouteAnalysisDialog onClose={closeDialog} />;
    case 'performance':
      return <PerformanceStatsDialog onClose={closeDialog} />;
    case 'settings':
      return <FlowSettingsDialog onClose={closeDialog} />;
    case 'shortcuts':
      return <KeyboardShortcutsDialog onClose={closeDialog} />;
    default:
      return null;
  }
}
