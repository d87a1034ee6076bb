import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';

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
  const { t } = useTranslation();
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
