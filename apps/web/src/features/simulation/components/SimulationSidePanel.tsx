import { POWERS } from '@plubot/contracts';
import type { VariableValue } from '@plubot/engine';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { getPowerActionTitle } from '../../powers';
import type { SimulationEvent } from '../helpers/simulationEvents';

export interface SimulationSidePanelProps {
  activeNode: string | undefined;
  variables: Record<string, VariableValue>;
  events: SimulationEvent[];
}

/** Beside the simulated chat: the node being run, the variables and the log of effects. */
export function SimulationSidePanel({ activeNode, variables, events }: SimulationSidePanelProps) {
  const { t } = useTranslation();
  const entries = Object.entries(variables);
  return (
    <aside className="simulation-side">
      <section className="simulation-side__block" aria-labelledby="simulation-active-node">
        <h3 id="simulation-active-node" className="simulation-side__title">
          {t('simulation.activeNode')}
        </h3>
        <p className="simulation-side__active" aria-live="polite">
          {activeNode ?? t('simulation.noActiveNode')}
        </p>
      </section>

      <section className="simulation-side__block" aria-labelledby="simulation-variables">
        <h3 id="simulation-variables" className="simulation-side__title">
          {t('simulation.variables')}
        </h3>
        {entries.length === 0 ? (
          <p className="simulation-side__empty">{t('simulation.noVariables')}</p>
        ) : (
          <dl className="simulation-side__variables">
            {entries.map(([name, value]) => (
              <div key={name} className="simulation-side__variable">
                <dt>{name}</dt>
                <dd>{value === null ? 'null' : String(value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <section className="simulation-side__block" aria-labelledby="simulation-trace">
        <h3 id="simulation-trace" className="simulation-side__title">
          {t('simulation.trace')}
        </h3>
        {events.length === 0 ? (
          <p className="simulation-side__empty">{t('simulation.noTrace')}</p>
        ) : (
          <ol className="simulation-side__trace">
            {events.map((event, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows
              <li key={index} className={`simulation-side__event simulation-side__event--${event.kind}`}>
                {describeEvent(event, t)}
              </li>
            ))}
          </ol>
        )}
        <p className="simulation-side__hint">{t('simulation.hint')}</p>
      </section>
    </aside>
  );
}

function describeEvent(event: SimulationEvent, t: TFunction): string {
  switch (event.kind) {
    case 'email':
      return t('simulation.effects.email', { to: event.to, subject: event.subject });
    case 'lead':
      return t('simulation.effects.lead', { fields: event.fields });
    case 'notify':
      return t('simulation.effects.notify', { message: event.message });
    case 'webhook':
      return t('simulation.effects.webhook', { url: event.url });
    case 'discord':
      return t('simulation.effects.discord', { channel: event.channel, content: event.content });
    case 'http':
      return t('simulation.effects.http', { method: event.method, url: event.url, status: event.status });
    case 'httpFailed':
      return t('simulation.effects.httpFailed', { method: event.method, url: event.url, error: event.error });
    case 'ai':
      return t('simulation.effects.ai');
    case 'aiFailed':
      return t('simulation.effects.aiFailed', { error: event.error });
    case 'aiKnowledge':
      return t('simulation.effects.aiKnowledge', { sources: event.sources });
    case 'aiKnowledgeNone':
      return t('simulation.effects.aiKnowledgeNone', { question: event.question });
    case 'aiKnowledgeFailed':
      return t('simulation.effects.aiKnowledgeFailed', { error: event.error });
    case 'knowledge':
      return t('simulation.effects.knowledge', { sources: event.sources });
    case 'knowledgeUnknown':
      return t('simulation.effects.knowledgeUnknown', { question: event.question });
    case 'recordSaved':
    case 'recordFound':
    case 'recordMissing':
      return t(`simulation.effects.${event.kind}`, { collection: event.collection, key: event.key });
    case 'powerQueued':
    case 'powerFound':
    case 'powerNotFound':
    case 'powerNoBot':
      return t(`simulation.effects.${event.kind}`, { what: describePowerAction(event, t) });
    case 'powerFailed':
      return t('simulation.effects.powerFailed', { what: describePowerAction(event, t), error: event.error });
    case 'powerOffered':
      return t('simulation.effects.powerOffered', {
        what: describePowerAction(event, t),
        count: event.count,
      });
    case 'powerPicked':
      return t('simulation.effects.powerPicked', {
        what: describePowerAction(event, t),
        option: event.option,
      });
    case 'powerAwaiting':
      return t('simulation.effects.powerAwaiting', { what: describePowerAction(event, t) });
  }
}

/** A power's action as the log names it: «Notion · Buscar en una base de datos». */
function describePowerAction(event: { service: string; action: string }, t: TFunction): string {
  const service = POWERS.find((power) => power.id === event.service)?.title ?? event.service;
  return `${service} · ${getPowerActionTitle(t, event.service, event.action)}`;
}
