import type { ReplayOutcome } from '@plubot/engine';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { describeApiError } from '../../helpers/describeApiError';
import { replayOnDraft } from '../../helpers/publishingApi';
import { useText } from '../../hooks/useText';

/** How many conversations the replay takes (the server allows up to 200). */
const LIMITS = [20, 50, 200] as const;

const VERDICT_ICONS = { same: '✅', different: '🔀', stuck: '⛔', unrepeatable: '⏸️' } as const;

/** Why a replayed conversation would get stuck, in the owner's words. */
const STUCK_KEYS = {
  'dead-end': 'editor.publishing.replay.stuck.dead-end',
  'loop-guard': 'editor.publishing.replay.stuck.loop-guard',
  'engine-error': 'editor.publishing.replay.stuck.engine-error',
  'reply-refused': 'editor.publishing.replay.stuck.reply-refused',
  waiting: 'editor.publishing.replay.stuck.waiting',
} as const;

/**
 * 'Probar con conversaciones reales' (issue #28): the visitors' replies of the last real
 * conversations, replayed on the saved draft without sending anything — per conversation, whether
 * the draft answers the same, differently (from which turn), gets stuck, or cannot be repeated
 * offline; any conversation opens side by side, what the visitor saw then and what they would see
 * now.
 */
export function ReplayPanel({ plubotId }: { plubotId: string }) {
  const { t } = useTranslation();
  const text = useText();
  const limitId = useId();
  const [limit, setLimit] = useState<number>(LIMITS[0]);
  const [open, setOpen] = useState<string | null>(null);
  const replay = useMutation({ mutationFn: () => replayOnDraft(plubotId, limit) });
  const outcomes = replay.data?.outcomes ?? [];
  const shown = outcomes.find((outcome, index) => (outcome.id ?? String(index)) === open);

  return (
    <section className="replay-panel" aria-labelledby={`${limitId}-title`}>
      <h3 id={`${limitId}-title`} className="publish-dialog__heading">
        {t('editor.publishing.replay.title')}
      </h3>
      <p className="replay-panel__help">{t('editor.publishing.replay.help')}</p>
      <div className="replay-panel__controls">
        <label htmlFor={limitId}>{t('editor.publishing.replay.limit')}</label>
        <select id={limitId} value={limit} onChange={(event) => setLimit(Number(event.target.value))}>
          {LIMITS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <Button size="sm" variant="secondary" disabled={replay.isPending} onClick={() => replay.mutate()}>
          {replay.isPending ? t('editor.publishing.replay.running') : t('editor.publishing.replay.run')}
        </Button>
      </div>
      {replay.isError && (
        <p className="editor-dialog__message editor-dialog__message--error" role="alert">
          {text(describeApiError(replay.error, 'editor.errors.unknown'))}
        </p>
      )}
      {replay.data && (
        <div role="status">
          {outcomes.length === 0 ? (
            <p>{t('editor.publishing.replay.none')}</p>
          ) : (
            <p className="replay-panel__summary">
              {t('editor.publishing.replay.summary', {
                count: outcomes.length,
                same: replay.data.report.counts.same,
                different: replay.data.report.counts.different,
                stuck: replay.data.report.counts.stuck,
                unrepeatable: replay.data.report.counts.unrepeatable,
              })}
            </p>
          )}
        </div>
      )}
      {outcomes.length > 0 && (
        <ul className="replay-panel__list">
          {outcomes.map((outcome, index) => {
            const key = outcome.id ?? String(index);
            return (
              <li key={key}>
                <button
                  type="button"
                  className={`replay-panel__item replay-panel__item--${outcome.verdict}`}
                  aria-expanded={open === key}
                  onClick={() => setOpen(open === key ? null : key)}
                >
                  <span aria-hidden="true">{VERDICT_ICONS[outcome.verdict]}</span>{' '}
                  {t('editor.publishing.replay.conversation', { n: index + 1 })} ·{' '}
                  <VerdictText outcome={outcome} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {shown && <SideBySide outcome={shown} />}
    </section>
  );
}

/** One line on what the replay found in a conversation. */
function VerdictText({ outcome }: { outcome: ReplayOutcome }) {
  const { t } = useTranslation();
  switch (outcome.verdict) {
    case 'same':
      return <>{t('editor.publishing.replay.same')}</>;
    case 'different':
      return <>{t('editor.publishing.replay.different', { turn: outcome.turn })}</>;
    case 'stuck': {
      const key = STUCK_KEYS[outcome.reason];
      return <>{t(key, { turn: outcome.turn })}</>;
    }
    case 'unrepeatable':
      return (
        <>{t('editor.publishing.replay.unrepeatable', { turn: outcome.turn, effect: outcome.effect })}</>
      );
  }
}

/** A replayed conversation turn by turn: what the bot said then, and what the draft says now. */
function SideBySide({ outcome }: { outcome: ReplayOutcome }) {
  const { t } = useTranslation();
  return (
    <section className="replay-side" aria-label={t('editor.publishing.replay.sideBySide')}>
      <div className="replay-side__head" aria-hidden="true">
        <span>{t('editor.publishing.replay.then')}</span>
        <span>{t('editor.publishing.replay.now')}</span>
      </div>
      <ol className="replay-side__turns">
        {outcome.turns.map((turn) => (
          <li
            key={turn.turn}
            className={`replay-side__turn${turn.same ? '' : ' replay-side__turn--changed'}`}
          >
            {turn.reply && (
              <p className="replay-side__visitor">
                {t('editor.publishing.replay.visitor')}: {turn.reply.text}
              </p>
            )}
            <div className="replay-side__columns">
              <div>
                <span className="visually-hidden">{t('editor.publishing.replay.then')}: </span>
                {turn.recorded.map((message) => (
                  <p key={`then-${message.seq}`}>{message.text}</p>
                ))}
              </div>
              <div>
                <span className="visually-hidden">{t('editor.publishing.replay.now')}: </span>
                {turn.draft.map((message, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a replayed turn never reorders
                  <p key={`now-${message.nodeId}-${index}`}>{message.text}</p>
                ))}
              </div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
