import { ENGINE_MESSAGES } from '@plubot/engine';
import { getNodeSetupIssue, KNOWLEDGE_DEFAULTS, readKnowledgeSettings } from '@plubot/flow';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Switch } from '../../../../../components/Switch';
import { isLastReplyQuestion } from '../../../helpers/isLastReplyQuestion';
import { useText } from '../../../hooks/useText';
import { useEditorStore } from '../../../stores/EditorStoreContext';
import { selectPlubotId } from '../../../stores/editorSelectors';
import { TextField } from '../inspectorFields';
import type { NodeFormProps } from './nodeFormProps';
import { VariableHints } from './VariableHints';

/**
 * The form of «Responder con conocimiento» (issue #30): the question looked up in the bot's
 * knowledge (the visitor's last reply by default, said in words), the variable the answer goes to,
 * whether the server's AI writes the answer and whether its sources follow it, what is said when
 * there is no confident answer, and a link to the bot's knowledge page (a new tab: the flow stays
 * open). A blank question is shown as Bot Doctor words it (`getNodeSetupIssue`).
 */
export function KnowledgeForm({ data, onChange, variables }: NodeFormProps<'knowledge'>) {
  const { t } = useTranslation();
  const text = useText();
  const plubotId = useEditorStore(selectPlubotId);
  const settings = readKnowledgeSettings({ type: 'knowledge', data });
  const question = typeof data.question === 'string' ? data.question : KNOWLEDGE_DEFAULTS.question;
  const issue = getNodeSetupIssue({ id: '', type: 'knowledge', position: { x: 0, y: 0 }, data });

  return (
    <>
      <TextField
        label={t('editor.inspector.knowledge.question')}
        help={t('editor.inspector.knowledge.questionHelp')}
        value={question}
        placeholder={KNOWLEDGE_DEFAULTS.question}
        multiline
        rows={2}
        maxLength={5000}
        autoFocus
        error={issue ? text({ flow: issue }) : null}
        onChange={(next) => onChange({ question: next })}
      />
      {isLastReplyQuestion(question) && (
        <p className="inspector__note">{t('editor.inspector.knowledge.lastReplyNote')}</p>
      )}
      <VariableHints variables={variables} />
      <TextField
        label={t('editor.inspector.knowledge.responseVariable')}
        help={t('editor.inspector.knowledge.responseVariableHelp', {
          name: KNOWLEDGE_DEFAULTS.responseVariable,
        })}
        value={data.responseVariable ?? ''}
        placeholder={KNOWLEDGE_DEFAULTS.responseVariable}
        maxLength={200}
        mono
        onChange={(responseVariable) => onChange({ responseVariable })}
      />
      <Switch
        className="inspector__switch"
        checked={settings.useAi}
        onChange={(useAi) => onChange({ useAi })}
      >
        <span>{t('editor.inspector.knowledge.useAi')}</span>
      </Switch>
      <p className="inspector__note">{t('editor.inspector.knowledge.useAiHelp')}</p>
      <Switch
        className="inspector__switch"
        checked={settings.showSources}
        onChange={(showSources) => onChange({ showSources })}
      >
        <span>{t('editor.inspector.knowledge.showSources')}</span>
      </Switch>
      <p className="inspector__note">{t('editor.inspector.knowledge.showSourcesHelp')}</p>
      <TextField
        label={t('editor.inspector.knowledge.unknownMessage')}
        help={t('editor.inspector.knowledge.unknownMessageHelp')}
        value={data.unknownMessage ?? ''}
        placeholder={ENGINE_MESSAGES.knowledgeUnknown}
        multiline
        rows={2}
        maxLength={5000}
        onChange={(unknownMessage) => onChange({ unknownMessage })}
      />
      {plubotId && (
        <p className="inspector__note">
          <Link to={`/plubot/${encodeURIComponent(plubotId)}/knowledge`} target="_blank" rel="noopener">
            {t('editor.inspector.knowledge.manage')}
          </Link>
        </p>
      )}
    </>
  );
}
