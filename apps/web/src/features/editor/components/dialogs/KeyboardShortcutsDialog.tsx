import { useTranslation } from 'react-i18next';
import { EditorDialog } from './EditorDialog';
import './ConnectNodeDialog.css';

/** The shortcuts listed, in the order a keyboard user meets them. */
const SHORTCUTS = [
  'tab',
  'arrows',
  'enter',
  'escape',
  'space',
  'shiftArrows',
  'delete',
  'menu',
  'undo',
  'redo',
  'arrange',
  'save',
  'help',
  'favorite',
] as const;

/** 'Atajos de teclado' (Más menu, or '?'): the editor's keys, and how a touch screen does the same. */
export function KeyboardShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <EditorDialog title={t('editor.access.shortcuts.title')} icon="⌨️" onClose={onClose} size="sm">
      <p>{t('editor.access.shortcuts.intro')}</p>
      <dl className="shortcuts-list">
        {SHORTCUTS.map((id) => (
          <div key={id} className="shortcuts-list__row">
            <dt>
              <kbd>{t(`editor.access.shortcuts.keys.${id}.keys`)}</kbd>
            </dt>
            <dd>{t(`editor.access.shortcuts.keys.${id}.action`)}</dd>
          </div>
        ))}
      </dl>
      <p className="editor-dialog__hint">{t('editor.access.shortcuts.touch')}</p>
    </EditorDialog>
  );
}
