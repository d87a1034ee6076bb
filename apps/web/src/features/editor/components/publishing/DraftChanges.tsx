import type { FlowDiff, FlowDiffField, FlowDiffNode } from '@plubot/flow';
import { useTranslation } from 'react-i18next';

/** The fields whose name the list translates (the first part of a field's path); others show as they are. */
const FIELD_NAMES = {
  label: 'editor.publishing.fields.label',
  message: 'editor.publishing.fields.message',
  question: 'editor.publishing.fields.question',
  conditions: 'editor.publishing.fields.conditions',
  capture: 'editor.publishing.fields.capture',
  url: 'editor.publishing.fields.url',
  method: 'editor.publishing.fields.method',
  headers: 'editor.publishing.fields.headers',
  prompt: 'editor.publishing.fields.prompt',
  systemMessage: 'editor.publishing.fields.systemMessage',
  endMessage: 'editor.publishing.fields.endMessage',
  variable: 'editor.publishing.fields.variable',
  buttons: 'editor.publishing.fields.buttons',
} as const;

function isNamedField(name: string): name is keyof typeof FIELD_NAMES {
  return Object.hasOwn(FIELD_NAMES, name);
}

/** Fields that are lists of items keyed by id (`conditions.<id>.text`). */
const ID_LISTS = new Set(['conditions', 'responseMapping', 'rules']);

/**
 * What the draft changes for visitors, as a plain list that reads the same by keyboard, with a
 * screen reader and at 360 px: nodes added, removed and changed — each changed field with its
 * value before and after (secrets shown as '••••') — and connections added and removed.
 */
export function DraftChanges({ diff, firstPublish }: { diff: FlowDiff; firstPublish: boolean }) {
  const { t } = useTranslation();
  const { added, removed, changed } = diff.nodes;
  const total = diff.counts.added + diff.counts.removed + diff.counts.changed;
  if (total === 0) return <p className="publish-changes__none">{t('editor.publishing.noChanges')}</p>;
  const titles = new Map<string, string>();
  for (const node of [...removed, ...changed, ...added]) titles.set(node.id, nodeName(node));
  const end = (id: string) => titles.get(id) ?? id;
  function nodeName(node: FlowDiffNode) {
    return node.title || t(`editor.nodeTypes.${node.type}`);
  }
  return (
    <div className="publish-changes">
      <p className="publish-changes__counts">
        {firstPublish
          ? t('editor.publishing.firstPublish')
          : t('editor.publishing.counts', {
              added: diff.counts.added,
              removed: diff.counts.removed,
              changed: diff.counts.changed,
            })}
      </p>
      <ul className="publish-changes__list">
        {added.map((node) => (
          <li key={`added-${node.id}`} className="publish-change publish-change--added">
            <span className="publish-change__mark" aria-hidden="true">
              +
            </span>
            {t('editor.publishing.nodeAdded', {
              type: t(`editor.nodeTypes.${node.type}`),
              name: nodeName(node),
            })}
          </li>
        ))}
        {removed.map((node) => (
          <li key={`removed-${node.id}`} className="publish-change publish-change--removed">
            <span className="publish-change__mark" aria-hidden="true">
              −
            </span>
            {t('editor.publishing.nodeRemoved', {
              type: t(`editor.nodeTypes.${node.type}`),
              name: nodeName(node),
            })}
          </li>
        ))}
        {changed.map((node) => (
          <li key={`changed-${node.id}`} className="publish-change publish-change--changed">
            <span className="publish-change__mark" aria-hidden="true">
              ~
            </span>
            {t('editor.publishing.nodeChanged', { name: nodeName(node) })}
            <ul className="publish-change__fields">
              {node.fields.map((field) => (
                <FieldChange key={field.field} field={field} />
              ))}
            </ul>
          </li>
        ))}
        {diff.edges.added.map((edge) => (
          <li key={`edge-added-${edge.id}`} className="publish-change publish-change--added">
            <span className="publish-change__mark" aria-hidden="true">
              +
            </span>
            {t('editor.publishing.edgeAdded', { from: end(edge.source), to: end(edge.target) })}
          </li>
        ))}
        {diff.edges.removed.map((edge) => (
          <li key={`edge-removed-${edge.id}`} className="publish-change publish-change--removed">
            <span className="publish-change__mark" aria-hidden="true">
              −
            </span>
            {t('editor.publishing.edgeRemoved', { from: end(edge.source), to: end(edge.target) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One changed field: its name, and the value before and after. */
function FieldChange({ field }: { field: FlowDiffField }) {
  const { t } = useTranslation();
  const [first = field.field, ...rest] = field.field.split('.');
  // Lists of items with ids (buttons, mappings, rules): the item's id means nothing to the owner.
  const shownRest = (ID_LISTS.has(first) ? rest.slice(1) : rest).filter((part) => part !== 'text');
  const name = isNamedField(first) ? [t(FIELD_NAMES[first]), ...shownRest].join(' · ') : field.field;
  const empty = t('editor.publishing.empty');
  return (
    <li className="publish-change__field">
      <span className="publish-change__field-name">{name}</span>
      <span className="publish-change__before">
        <span className="visually-hidden">{t('editor.publishing.before')} </span>
        {field.before ?? empty}
      </span>
      <span aria-hidden="true"> → </span>
      <span className="publish-change__after">
        <span className="visually-hidden">{t('editor.publishing.after')} </span>
        {field.after ?? empty}
      </span>
    </li>
  );
}
