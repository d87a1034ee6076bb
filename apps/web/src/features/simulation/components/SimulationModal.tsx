import { API } from '@plubot/contracts';
import type { TurnResult, VariableValue } from '@plubot/engine';
import { getMaxMenuButtons } from '@plubot/flow';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/DialogFrame';
import { callApi } from '../../../lib/callApi';
import { useAuthStore } from '../../auth';
import { ChatWindow, useConversation } from '../../chat';
import { createSimulationDriver } from '../helpers/createSimulationDriver';
import { createSimulationEffects } from '../helpers/createSimulationEffects';
import { describeSimulationNode } from '../helpers/describeSimulationNode';
import {
  readSimulationProps,
  type SharedFlowData,
  type SimulationOpenProps,
} from '../helpers/readSimulationProps';
import type { SimulationEvent } from '../helpers/simulationEvents';
import { SimulationLinkPanel } from './SimulationLinkPanel';
import { SimulationPersonPanel } from './SimulationPersonPanel';
import { SimulationSidePanel } from './SimulationSidePanel';
import './SimulationModal.css';

export interface SimulationModalProps {
  props: SimulationOpenProps;
  flowData: SharedFlowData;
  onClose: () => void;
}

/**
 * The editor's simulation: the current flow, saved or not, runs in the browser with the real engine and
 * shows in the same chat window visitors see, beside the node being run, the variables and a log
 * of the flow's effects (HTTP and AI for real, the rest '(simulado)').
 */
export function SimulationModal({ props, flowData, onClose }: SimulationModalProps) {
  const { t, i18n } = useTranslation();
  // The engine's own texts (retry messages, notices) in the editor's language, as a visitor gets them in theirs.
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'es';
  const sim = useMemo(() => readSimulationProps(props, flowData), [props, flowData]);
  const plan = useAuthStore((state) => state.user?.plan);
  const [variables, setVariables] = useState<Record<string, VariableValue>>({});
  const [events, setEvents] = useState<SimulationEvent[]>([]);
  const [activeNodeId, setActiveNodeId] = useState<string | undefined>();
  const onNodeActiveRef = useRef(sim.onNodeActive);
  onNodeActiveRef.current = sim.onNodeActive;

  const greeting = useQuery({
    queryKey: ['plubot-greeting', sim.plubotId],
    queryFn: async ({ signal }) => {
      const body = await callApi(API.getPlubot, { params: { id: sim.plubotId ?? '' }, signal });
      return body.plubot.initial_message;
    },
    enabled: sim.initialMessage === undefined && Boolean(sim.plubotId),
    retry: false,
  });
  const greetingReady = sim.initialMessage !== undefined || !sim.plubotId || !greeting.isPending;
  const initialMessage = sim.initialMessage ?? greeting.data;

  const onTurn = useCallback((result: TurnResult) => {
    setVariables(result.state.variables);
    let last: string | undefined;
    for (const message of result.messages) {
      if (!message.nodeId) continue;
      last = message.nodeId;
      onNodeActiveRef.current?.(message.nodeId);
    }
    const waitingOn = result.input.kind === 'none' ? undefined : result.input.nodeId;
    setActiveNodeId(waitingOn ?? last);
  }, []);

  const driver = useMemo(() => {
    if (!greetingReady) return null;
    try {
      const effects = createSimulationEffects((event) => setEvents((list) => [...list, event]), undefined, {
        plubotId: sim.plubotId,
      });
      return createSimulationDriver({
        nodes: sim.nodes,
        edges: sim.edges,
        bot: { name: sim.plubotName, ...(initialMessage ? { initialMessage } : {}) },
        maxButtons: getMaxMenuButtons(plan),
        language,
        effects,
        onTurn,
        personName: t('simulation.person.you'),
        returnedNote: t('simulation.person.returned'),
        askedNote: t('simulation.person.asked'),
      });
    } catch (error) {
      // Shown as 'Error al iniciar simulación' by the conversation.
      return { start: () => Promise.reject(error), reply: () => Promise.reject(error) };
    }
  }, [
    greetingReady,
    sim.nodes,
    sim.edges,
    sim.plubotName,
    sim.plubotId,
    initialMessage,
    plan,
    language,
    onTurn,
    t,
  ]);

  const { view, send, choose, restart } = useConversation(driver, {
    describeError: (_error, phase) =>
      phase === 'start' ? { message: t('simulation.startError'), fatal: true } : undefined,
  });

  const restartSimulation = useCallback(() => {
    setVariables({});
    setEvents([]);
    setActiveNodeId(undefined);
    void restart();
  }, [restart]);

  const activeLabel = useMemo(() => {
    const name = describeSimulationNode(sim.nodes, activeNodeId);
    if (!name) return activeNodeId ? t('simulation.unnamedNode') : undefined;
    return name.kind === 'label'
      ? name.label
      : t(`editor.nodeTypes.${name.type}` as 'editor.nodeTypes.message', {
          defaultValue: t('simulation.unnamedNode'),
        });
  }, [sim.nodes, activeNodeId, t]);
  const subtitle =
    sim.hasChanges === undefined
      ? t('simulation.subtitleCurrent')
      : sim.hasChanges
        ? t('simulation.subtitle')
        : t('simulation.subtitleSaved');

  return (
    <DialogFrame
      title={t('simulation.title', { name: sim.plubotName })}
      subtitle={sim.flowName ? `${sim.flowName} · ${subtitle}` : subtitle}
      closeLabel={t('simulation.close')}
      onClose={onClose}
      className="simulation-modal"
    >
      <div className="simulation-modal__layout">
        <div className="simulation-modal__chat">
          <ChatWindow
            botName={sim.plubotName}
            variant="panel"
            theme="dark"
            conversation={view}
            onSend={send}
            onChoose={choose}
            onRestart={restartSimulation}
            autoFocus
            subtitle={t('simulation.badge')}
          />
        </div>
        <div className="simulation-modal__side">
          {driver && 'personSays' in driver && view.handoff?.status === 'person' && (
            <SimulationPersonPanel onSay={driver.personSays} onGiveBack={driver.giveBack} />
          )}
          {driver && 'settleLink' in driver && view.input.kind === 'event' && (
            <SimulationLinkPanel onSettle={driver.settleLink} />
          )}
          <SimulationSidePanel activeNode={activeLabel} variables={variables} events={events} />
        </div>
      </div>
    </DialogFrame>
  );
}
