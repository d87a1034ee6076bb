import type { ProgressEvent } from '@plubot/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Spinner } from '../../../components/Spinner';
import { useProgressTimeline } from '../../gamification';
import { computeDailyStreaks } from '../helpers/computeDailyStreaks';
import { describeProgressEvent, type EventDescription } from '../helpers/describeProgressEvent';
import { groupEventsByMonth } from '../helpers/groupEventsByMonth';
import './sanctuary.css';

/**
 * The Sanctuary's vertical timeline: every ledger event of the user as a sentence, grouped by
 * month (newest first), each with the XP and PluCoins it gave or spent.
 */
export function SanctuaryTimeline() {
  const { t } = useTranslation();
  const timeline = useProgressTimeline();

  return (
    <section className="sanctuary-timeline" aria-labelledby="sanctuary-timeline-title">
      <h2 id="sanctuary-timeline-title" className="sanctuary__heading">
        {t('sanctuary.timeline.title')}
      </h2>
      {timeline.isPending ? (
        <Spinner label={t('sanctuary.timeline.loading')} />
      ) : timeline.isError ? (
        <div className="sanctuary-timeline__notice" role="alert">
          <p>{t('sanctuary.timeline.error')}</p>
          <Button variant="secondary" onClick={() => void timeline.refetch()}>
            {t('sanctuary.timeline.retry')}
          </Button>
        </div>
      ) : timeline.data.events.length === 0 ? (
        <div className="sanctuary-timeline__notice">
          <h3 className="sanctuary-timeline__empty-title">{t('sanctuary.timeline.emptyTitle')}</h3>
          <p>{t('sanctuary.timeline.empty')}</p>
          <ButtonLink to="/welcome">{t('sanctuary.timeline.createBot')}</ButtonLink>
        </div>
      ) : (
        <TimelineMonths events={timeline.data.events} />
      )}
    </section>
  );
}

function TimelineMonths({ events }: { events: ProgressEvent[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const groups = useMemo(() => groupEventsByMonth(events), [events]);
  const streaks = useMemo(() => computeDailyStreaks(events), [events]);
  const monthFormat = useMemo(
    () => new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }),
    [language],
  );
  const dayFormat = useMemo(
    () => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }),
    [language],
  );
  const number = useMemo(() => new Intl.NumberFormat(language), [language]);

  return (
    <div className="sanctuary-months">
      {groups.map((group) => {
        const headingId = `sanctuary-month-${group.month}`;
        return (
          <section key={group.month} className="sanctuary-month" aria-labelledby={headingId}>
            <header className="sanctuary-month__header">
              <h3 id={headingId} className="sanctuary-month__title">
                {capitalize(monthFormat.format(group.date))}
              </h3>
              <p className="sanctuary-month__totals">
                {t('sanctuary.timeline.monthTotals', {
                  xp: number.format(group.xp),
                  coins: number.format(group.plucoins),
                })}
              </p>
            </header>
            <ol className="sanctuary-events">
              {group.events.map((event) => (
                <TimelineEvent
                  key={event.key}
                  event={event}
                  description={describeProgressEvent(event, streaks)}
                  day={dayFormat.format(new Date(event.created_at))}
                  formatNumber={(value) => number.format(value)}
                />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}

interface TimelineEventProps {
  event: ProgressEvent;
  description: EventDescription;
  day: string;
  formatNumber: (value: number) => string;
}

function TimelineEvent({ event, description, day, formatNumber }: TimelineEventProps) {
  const { t } = useTranslation();
  const sentence = useEventSentence(description);
  const spent = event.plucoins < 0;
  return (
    <li className={`sanctuary-event sanctuary-event--${spent ? 'spend' : 'earn'}`}>
      <span className="sanctuary-event__dot" aria-hidden="true" />
      <div className="sanctuary-event__body">
        <p className="sanctuary-event__sentence">
          {sentence}
          {description.postSlug && (
            <>
              {' '}
              <Link to={`/blog/${description.postSlug}`}>{t('sanctuary.timeline.readPost')}</Link>
            </>
          )}
        </p>
        <p className="sanctuary-event__meta">
          <time dateTime={event.created_at}>{day}</time>
          {event.xp !== 0 && (
            <span className="sanctuary-event__xp">
              {t('sanctuary.timeline.xp', { xp: formatNumber(event.xp) })}
            </span>
          )}
          {event.plucoins !== 0 && (
            <span className="sanctuary-event__coins">
              {spent
                ? t('sanctuary.timeline.plucoinsSpent', { coins: formatNumber(-event.plucoins) })
                : t('sanctuary.timeline.plucoinsEarned', { coins: formatNumber(event.plucoins) })}
            </span>
          )}
        </p>
      </div>
    </li>
  );
}

/** The sentence of an event, with the name of what it names in the reader's language. */
function useEventSentence({ sentence, params, subject }: EventDescription): string {
  const { t } = useTranslation();
  if (!subject) return t(`sanctuary.events.${sentence}`, params);
  switch (subject.type) {
    case 'guide':
      return t(`sanctuary.events.${sentence}`, { guide: t(`tutorials.pages.${subject.key}.title`) });
    case 'achievement':
      return t(`sanctuary.events.${sentence}`, { achievement: t(`sanctuary.achievements.${subject.id}`) });
    case 'power':
      return t(`sanctuary.events.${sentence}`, { item: subject.title });
    case 'theme':
      return t(`sanctuary.events.${sentence}`, { item: t(`sharing.premiumThemes.names.${subject.id}`) });
    case 'character':
      return t(`sanctuary.events.${sentence}`, { item: t(`historyverse.characters.${subject.id}.name`) });
  }
}

/** 'noviembre de 2026' → 'Noviembre de 2026' (only the first letter: 'de' stays lower case). */
function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
