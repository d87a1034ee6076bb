import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/Card';
import { PageTitle } from '../../../components/PageTitle';
import { Spinner } from '../../../components/Spinner';
import { MarkdownContent, ReadingRewardNotice, useDocumentTitle, useReadingReward } from '../../content';
import { loadTutorial, type TutorialLanguage, type TutorialSlug } from '../helpers/tutorialFiles';
import { useGuideEndReport } from '../hooks/useGuideEndReport';
import './tutorials.css';

/** The i18n key group of each guide (`tutorials.pages.{key}.title` / `.subtitle`). */
const PAGE_KEYS = {
  index: 'index',
  flujos: 'flows',
  automatizacion: 'automation',
  aprendizaje: 'learning',
  expansion: 'expansion',
  discord: 'discord',
  'discord-channel-id': 'discordChannelId',
} as const satisfies Record<TutorialSlug, string>;

type LoadState =
  | { key: string; status: 'loading' | 'error' }
  | { key: string; status: 'ready'; markdown: string };

export interface TutorialPageProps {
  slug: TutorialSlug;
}

/**
 * One guide: its Markdown file in the reader's language, with a link back to the index. A signed-in
 * reader who reaches its end earns the guide's XP once (a '+30 XP' notice tells it).
 */
export function TutorialPage({ slug }: TutorialPageProps) {
  const { t, i18n } = useTranslation();
  const language: TutorialLanguage = (i18n.resolvedLanguage ?? i18n.language).startsWith('en') ? 'en' : 'es';
  const key = PAGE_KEYS[slug];
  const title = t(`tutorials.pages.${key}.title`);
  useDocumentTitle(title);
  const stateKey = `${slug}/${language}`;
  const [state, setState] = useState<LoadState>({ key: stateKey, status: 'loading' });
  const [end, setEnd] = useState<HTMLElement | null>(null);
  const reward = useReadingReward();
  useGuideEndReport(slug, end, reward);

  useEffect(() => {
    let current = true;
    setState({ key: stateKey, status: 'loading' });
    loadTutorial(slug, language).then(
      (markdown) => current && setState({ key: stateKey, status: 'ready', markdown }),
      () => current && setState({ key: stateKey, status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [slug, language, stateKey]);

  const shown = state.key === stateKey ? state : { key: stateKey, status: 'loading' as const };

  return (
    <section className="tutorial-page container">
      <PageTitle subtitle={t(`tutorials.pages.${key}.subtitle`)}>{title}</PageTitle>
      {slug !== 'index' && (
        <p className="tutorial-page__back">
          <Link to="/tutoriales">← {t('tutorials.back')}</Link>
        </p>
      )}
      {shown.status === 'ready' ? (
        <Card as="article" className="tutorial-page__card">
          <MarkdownContent markdown={shown.markdown} className="tutorial-page__prose" />
          <div ref={setEnd} className="tutorial-page__end" aria-hidden="true" />
        </Card>
      ) : shown.status === 'loading' ? (
        <Spinner />
      ) : (
        <p role="alert">{t('tutorials.loadError')}</p>
      )}
      <ReadingRewardNotice gainedXp={reward.gainedXp} />
    </section>
  );
}
