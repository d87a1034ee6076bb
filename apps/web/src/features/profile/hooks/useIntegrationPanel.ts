import { useState } from 'react';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';

/** The line above an integration list: what was just done, or why it failed. */
export type IntegrationNotice = { kind: 'success' | 'error'; text: string } | null;

/** What the panel needs of its 'remove' mutation (react-query's, keyed by the item's id). */
interface RemoveMutation {
  mutate: (id: string, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * An integrations panel's notice and its remove-after-confirming flow: `askRemove` opens the
 * dialog for one item, `removeDialog` is the dialog's state and actions, and a removal that went
 * through closes it and says so in the notice.
 */
export function useIntegrationPanel<Item extends { id: string; name: string }>(
  remove: RemoveMutation,
  texts: { removed: (name: string) => string; removeFailed: string },
) {
  const [notice, setNotice] = useState<IntegrationNotice>(null);
  const [toRemove, setToRemove] = useState<Item | null>(null);

  const askRemove = (item: Item) => {
    remove.reset();
    setNotice(null);
    setToRemove(item);
  };

  const confirmRemove = () => {
    if (!toRemove) return;
    const target = toRemove;
    remove.mutate(target.id, {
      onSuccess: () => {
        setToRemove(null);
        setNotice({ kind: 'success', text: texts.removed(target.name) });
      },
    });
  };

  const removeDialog = {
    busy: remove.isPending,
    error: remove.isError ? getErrorMessage(remove.error, texts.removeFailed) : null,
    onConfirm: confirmRemove,
    onCancel: () => setToRemove(null),
  };

  return { notice, setNotice, toRemove, askRemove, removeDialog };
}
