import { useTranslation } from 'react-i18next';
import type { EditorNode } from '../../../types';
import { ActionForm } from './ActionForm';
import { AiForm, AiProForm } from './AiForm';
import { HandoffForm } from './HandoffForm';
import { HttpRequestForm } from './HttpRequestForm';
import { DatabaseForm, DiscordForm, PowerForm, WebhookForm } from './IntegrationForms';
import { KnowledgeForm } from './KnowledgeForm';
import { ComplexConditionForm, EmotionForm } from './LogicForms';

interface NodeFormSwitchProps {
  node: EditorNode;
  variables: readonly string[];
  canEdit: boolean;
  botPowers: readonly string[];
  onChange: (patch: Readonly<Record<string, unknown>>) => void;
}

/** The form of the inspected node's type, given that type's data. */
export function NodeForm({ node, variables, canEdit, botPowers, onChange }: NodeFormSwitchProps) {
  const { t } = useTranslation();
  const shared = { variables, canEdit, onChange };
  switch (node.type) {
    case 'httpRequest':
      return <HttpRequestForm data={node.data} {...shared} />;
    case 'ai':
      return <AiForm data={node.data} {...shared} />;
    case 'aiNodePro':
      return <AiProForm data={node.data} {...shared} />;
    case 'action':
      return <ActionForm data={node.data} {...shared} />;
    case 'webhookNode':
      return <WebhookForm data={node.data} {...shared} />;
    case 'databaseNode':
      return <DatabaseForm data={node.data} {...shared} />;
    case 'discord':
      return <DiscordForm data={node.data} {...shared} />;
    case 'power':
      return <PowerForm data={node.data} botPowers={botPowers} {...shared} />;
    case 'complexConditionNode':
      return <ComplexConditionForm data={node.data} {...shared} />;
    case 'emotionDetection':
      return <EmotionForm data={node.data} {...shared} />;
    case 'handoff':
      return <HandoffForm data={node.data} {...shared} />;
    case 'knowledge':
      return <KnowledgeForm data={node.data} {...shared} />;
    default:
      // Start, end, message, decision and option are edited in place on the canvas.
      return <p className="inspector__note">{t('editor.inspector.inlineOnly')}</p>;
  }
}
