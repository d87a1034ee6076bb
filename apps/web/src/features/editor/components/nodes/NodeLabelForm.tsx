import type { ReactNode } from 'react';
import { useEditorTranslation } from '../../hooks/useEditorTranslation';

/**
 * The in-place editor of a node that has a name: the form (Escape leaves it) with the name field
 * first, then the node's own fields in `children`.
 */
export function NodeLabelForm({
  labelId,
  label,
  onLabelChange,
  onEscape,
  children,
}: {
  readonly labelId: string;
  readonly label: string;
  readonly onLabelChange: (label: string) => void;
  readonly onEscape: () => void;
  readonly children: ReactNode;
}) {
  const { t } = useEditorTranslation();
  return (
    <div
      className="flow-node__form nodrag nowheel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEscape();
      }}
    >
      <label htmlFor={labelId}>{t('editor.nodes.label')}</label>
      <input
        id={labelId}
        value={label}
        maxLength={200}
        onChange={(event) => onLabelChange(event.target.value)}
      />
      {children}
    </div>
  );
}
