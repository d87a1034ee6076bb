import { Button } from '../../../../components/Button';
import { useEditorTranslation } from '../../hooks/useEditorTranslation';

/** Guardar and Cancelar under a node's editor. */
export function NodeEditorActions({
  onSave,
  onCancel,
  saveDisabled = false,
}: {
  onSave: () => void;
  onCancel: () => void;
  saveDisabled?: boolean;
}) {
  const { t } = useEditorTranslation();
  return (
    <div className="flow-node__actions">
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {t('editor.common.cancel')}
      </Button>
      <Button size="sm" onClick={onSave} disabled={saveDisabled}>
        {t('editor.common.save')}
      </Button>
    </div>
  );
}
