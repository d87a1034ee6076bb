import { PERSONALITIES, POWERS } from '@plubot/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, getButtonClassName } from '../../../components/Button';
import { BotHealthBadge } from '../../doctor';
import { BotInboxLink } from '../../inbox';
import { type ModalState, useModalStore } from '../../modals';
import type { PlubotListItem } from '../types';
import './PlubotCard.css';

export interface PlubotCardProps {
  plubot: PlubotListItem;
  onDelete: (plubot: PlubotListItem) => void;
  onSync: () => void;
  syncing: boolean;
}

const selectOpenModal = (state: ModalState) => state.openModal;

/** A bot of the profile: name, personality colour, powers and what can be done with it. */
export function PlubotCard({ plubot, onDelete, onSync, syncing }: PlubotCardProps) {
  const { t } = useTranslation();
  const openModal = useModalStore(selectOpenModal);
  const personality = PERSONALITIES.find((candidate) => candidate.id === plubot.tone.toLowerCase());
  const color = plubot.color || personality?.color || '#D1D5DB';
  const id = encodeURIComponent(plubot.id);
  const headingId = `plubot-${plubot.id}`;
  return (
    <li
      className={`plubot-card${plubot.isLocal ? ' plubot-card--local' : ''}`}
      style={{ '--bot-color': color } as CSSProperties}
    >
      <article aria-labelledby={headingId} className="plubot-card__inner">
        <header className="plubot-card__header">
          <span className="plubot-card__avatar" aria-hidden="true">
            {plubot.name.charAt(0).toUpperCase()}
          </span>
          <div className="plubot-card__identity">
            <h3 id={headingId} className="plubot-card__name">
              {plubot.name}
            </h3>
            <span className="plubot-card__tone">
              <span
                className="plubot-card__swatch"
                style={{ background: personality?.color ?? color }}
                aria-hidden="true"
              />
              {personality ? t(`creation.lab.personality.options.${personality.id}.label`) : plubot.tone}
            </span>
          </div>
          {plubot.isLocal ? (
            <span className="plubot-card__badge">{t('profile.pending')}</span>
          ) : (
            <BotHealthBadge plubotId={plubot.id} className="plubot-card__health" />
          )}
        </header>
        {plubot.powers.length === 0 ? (
          <p className="plubot-card__no-powers">{t('profile.noPowers')}</p>
        ) : (
          <ul className="plubot-card__powers">
            {plubot.powers.map((powerId) => {
              const power = POWERS.find((candidate) => candidate.id === powerId);
              return (
                <li key={powerId} className="plubot-card__power">
                  <span aria-hidden="true">{power?.icon ?? '⚡'}</span> {power?.title ?? powerId}
                </li>
              );
            })}
          </ul>
        )}
        <div className="plubot-card__actions">
          {plubot.isLocal ? (
            <Button size="sm" variant="secondary" onClick={onSync} disabled={syncing}>
              {t('profile.actions.syncNow')}
            </Button>
          ) : (
            <>
              <Link to={`/plubot/edit/flow/${id}`} className={getButtonClassName({ size: 'sm' })}>
                {t('profile.actions.openEditor')}
              </Link>
              <Link
                to={`/plubot/edit/identity/${id}`}
                className={getButtonClassName({ size: 'sm', variant: 'secondary' })}
              >
                {t('profile.actions.editIdentity')}
              </Link>
              <Link
                to={`/plubot/conversations/${id}`}
                className={getButtonClassName({ size: 'sm', variant: 'secondary' })}
              >
                {t('profile.actions.conversations')}
              </Link>
              <BotInboxLink plubotId={plubot.id} plubotName={plubot.name} />
              <Link
                to={`/plubot/${id}/knowledge`}
                className={getButtonClassName({ size: 'sm', variant: 'secondary' })}
                aria-label={t('knowledge.links.cardAria', { name: plubot.name })}
              >
                {t('knowledge.links.card')}
              </Link>
              <Link
                to={`/plubot/analytics/${id}`}
                className={getButtonClassName({ size: 'sm', variant: 'secondary' })}
              >
                {t('analytics.links.card')}
              </Link>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => openModal('embed', { plubotId: plubot.id, plubotName: plubot.name })}
              >
                {t('profile.actions.share')}
              </Button>
            </>
          )}
          <Button size="sm" variant="danger" onClick={() => onDelete(plubot)}>
            {t('profile.actions.delete')}
          </Button>
        </div>
      </article>
    </li>
  );
}
