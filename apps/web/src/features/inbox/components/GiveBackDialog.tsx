import type { ConversationDetailResponse } from '@plubot/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { DialogFrame } from '../../../components/DialogFrame';
import './inboxComposer.css';

export interface GiveBackDialogProps {
  nodes: ConversationDetailResponse['nodes'];
  resumeNodeId: string | null;
  busy: boolean;
  error: string | null;
  onConfirm: (nodeId: string | null) => void;
  onCancel: () => void;
}

/** «Devolver al bot»: picks the step where the bot goes on (where it stopped, by default). */
export function GiveBackDialog({
  nodes,
  resumeNodeId,
  busy,
  error,
  onConfirm,
  onCancel,
}: GiveBackDialogProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const fallback = resumeNodeId ?? nodes[0]?.id ?? '';
  const [nodeId, setNodeId] = useState(fallback);

  return (
    <DialogFrame
      title={t('inbox.giveBack.title')}
      subtitle={t('inbox.giveBack.text')}
      closeLabel={t('inbox.giveBack.cancel')}
      onClose={() => !busy && onCancel()}
      size="md"
    >
      <form
        className="inbox-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(nodeId || null);
        }}
      >
        {nodes.length === 0 ? (
          <p>{t('inbox.giveBack.noNodes')}</p>
        ) : (
          <div className="inbox-dialog__field">
            <label htmlFor={selectId}>{t('inbox.giveBack.node')}</label>
            <select id={selectId} value={nodeId} onChange={(event) => setNodeId(event.target.value)}>
              {nodes.map((node) => (
                <option key={node.id} value={node.id}>
                  {node.id === resumeNodeId
                    ? t('inbox.giveBack.defaultNode', { title: node.title || node.id })
                    : node.title || node.id}
                </option>
              ))}
            </select>
          </div>
        )}
        {error && (
          <p className="inbox__error" role="alert">
            {error}
          </p>
        )}
        <div className="inbox-dialog__actions">
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('inbox.giveBack.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('inbox.giveBack.busy') : t('inbox.giveBack.confirm')}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
