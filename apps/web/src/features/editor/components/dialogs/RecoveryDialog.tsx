import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../../components/Button';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions, selectRecovery } from '../../stores/editorSelectors';
import { EditorDialog } from './EditorDialog';

/**
 * Offers unsaved work back (spec §4): a local backup newer than the server's version found when the
 * editor opened, or the flow as it was before its nodes suddenly dropped to zero.
 */
export function RecoveryDialog() {
  const { t, i18n } = useTranslation();
  const recovery = useEditorStore(selectRecovery);
  const { recover, dismissRecovery } = useEditorStore(useShallow(selectActions));
  if (!recovery) return null;
  const { backup, reason } = recovery;
  const counts = t('editor.common.counts', { nodes: backup.nodes.length, edges: backup.edges.length });
  return (
    <EditorDialog
      title={reason === 'loss' ? t('editor.recovery.lossTitle') : t('editor.recovery.title')}
      icon={reason === 'loss' ? '🛸' : '🛟'}
      tone="warning"
      size="sm"
      onClose={dismissRecovery}
      footer={
        <>
          <Button variant="ghost" onClick={dismissRecovery}>
            {reason === 'loss' ? t('editor.recovery.ignore') : t('editor.recovery.dismiss')}
          </Button>
          <Button onClick={recover}>
            {reason === 'loss' ? t('editor.recovery.recoverLoss') : t('editor.recovery.recover')}
          </Button>
        </>
      }
    >
      <p>
        {reason === 'loss'
          ? t('editor.recovery.lossText', { counts })
          : t('editor.recovery.text', {
              counts,
              date: backup.timestamp ? new Date(backup.timestamp).toLocaleString(i18n.language) : '—',
            })}
      </p>
    </EditorDialog>
  );
}
