import { type RefCallback, useCallback } from 'react';
import { formatNodeName } from '../helpers/formatNodeName';
import { translatePlain, translateWith, useEditorTranslation } from './useEditorTranslation';

/**
 * Names a node for screen readers — its type and title, "Mensaje: Bienvenida" — and calls it a
 * "nodo" in the user's language. React Flow's node wrapper is the element that takes the keyboard
 * focus, so the name goes on it; give the returned ref to the node's outermost element.
 */
export function useNodeAccessibleName(typeLabel: string, title: string): RefCallback<HTMLElement> {
  const { t } = useEditorTranslation();
  const name = formatNodeName(typeLabel, title, (parts) => translateWith(t, 'editor.access.nodeName', parts));
  const role = translatePlain(t, 'editor.access.roleNode', 'node');
  return useCallback(
    (element: HTMLElement | null) => {
      const wrapper = element?.closest('.react-flow__node');
      if (!wrapper) return;
      wrapper.setAttribute('aria-label', name);
      wrapper.setAttribute('aria-roledescription', role);
    },
    [name, role],
  );
}
