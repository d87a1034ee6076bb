import type { PowerChoiceKind } from '@plubot/flow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/Button';
import { getErrorMessage } from '../../../../../lib/errors/getErrorMessage';
import { useConnectionChoices } from '../../../hooks/usePowerConnections';
import { FieldFrame, TextField } from '../inspectorFields';

export interface PowerPickFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  kind: PowerChoiceKind;
  connectionId: string | undefined;
  /** `undefined`: the list has no parent; `null`: its parent is not chosen yet or is a variable. */
  parent: string | null | undefined;
}

/**
 * An input whose value is an item of the service (a Notion database, a property, a Mailchimp
 * audience, a Trello list, an Asana project, a Monday group…): a choice from the list the service gives through the owner's connection, with its
 * loading and failure states. The id can always be typed by hand instead — when the list fails,
 * when it cannot be read yet, or because the owner prefers to (a `{{variable}}` too).
 */
export function PowerPickField({ label, value, onChange, kind, connectionId, parent }: PowerPickFieldProps) {
  const { t } = useTranslation();
  // A stored `{{variable}}` is no item of the list: it stays a text.
  const [byHand, setByHand] = useState(() => value.includes('{{'));
  const choices = useConnectionChoices(connectionId, kind, parent);
  const listReadable = Boolean(connectionId) && parent !== null;

  const handField = (help: string, backToList: boolean) => (
    <>
      <TextField label={label} value={value} mono help={help} maxLength={200} onChange={onChange} />
      {backToList && (
        <Button size="sm" variant="ghost" onClick={() => setByHand(false)}>
          {t('editor.inspector.powerAction.pickFromList')}
        </Button>
      )}
    </>
  );

  if (!connectionId) return handField(t('editor.inspector.powerAction.pickNeedsConnection'), false);
  if (parent === null) {
    // Each list names its own parent (the board, the project…); Notion's properties say the generic text.
    const help = t(
      `editor.inspector.powerAction.pickNeedsParentOf.${kind}` as 'editor.inspector.powerAction.pickNeedsParentOf.trelloList',
      { defaultValue: t('editor.inspector.powerAction.pickNeedsParent') },
    );
    return handField(help, false);
  }
  if (byHand) return handField(t('editor.inspector.powerAction.pickByHandHelp'), listReadable);
  if (choices.isError) {
    return (
      <>
        <p className="inspector__error" role="alert">
          {getErrorMessage(choices.error, t('editor.inspector.powerAction.pickFailed'))}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void choices.refetch()}>
          {t('editor.inspector.powerAction.pickRetry')}
        </Button>
        {handField(t('editor.inspector.powerAction.pickByHandHelp'), false)}
      </>
    );
  }

  const items = choices.data?.choices ?? [];
  const known = value === '' || items.some((item) => item.id === value);
  return (
    <>
      <FieldFrame label={label}>
        {({ input, describedBy }) => (
          <select
            id={input}
            value={value}
            aria-describedby={describedBy}
            disabled={choices.isPending}
            aria-busy={choices.isPending || undefined}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">
              {choices.isPending
                ? t('editor.inspector.powerAction.pickLoading')
                : t('editor.inspector.powerAction.pickPlaceholder')}
            </option>
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.label}
              </option>
            ))}
            {!known && (
              <option value={value}>{t('editor.inspector.powerAction.pickNotInList', { id: value })}</option>
            )}
          </select>
        )}
      </FieldFrame>
      {choices.isSuccess && items.length === 0 && (
        <>
          <p className="inspector__note">{t(`editor.inspector.powerAction.pickEmpty.${kind}`)}</p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void choices.refetch()}
            disabled={choices.isFetching}
          >
            {t('editor.inspector.powerAction.pickRetry')}
          </Button>
        </>
      )}
      <Button size="sm" variant="ghost" onClick={() => setByHand(true)}>
        {t('editor.inspector.powerAction.pickByHand')}
      </Button>
    </>
  );
}
