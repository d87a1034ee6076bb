import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import type { TypewriterTiming } from '../helpers/getTypewriterFrame';
import { useCardTilt } from '../hooks/useCardTilt';
import { useTypewriter } from '../hooks/useTypewriter';
import './FactoryIntro.css';

/** The factory types its greetings at 50 ms per character, 2 s apart (spec §9). */
export const FACTORY_TYPING: TypewriterTiming = { charMs: 50, lineDelayMs: 2000 };

export interface FactoryIntroProps {
  onStart: () => void;
}

/** 'Fábrica de Bots': the typed greetings, the Personalidad and Habilidades cards, 'Comenzar Creación'. */
export function FactoryIntro({ onStart }: FactoryIntroProps) {
  const { t } = useTranslation();
  const tilt = useCardTilt();
  const greetings = useMemo(
    () => [t('creation.factory.greeting1'), t('creation.factory.greeting2'), t('creation.factory.greeting3')],
    [t],
  );
  const typing = useTypewriter(greetings, FACTORY_TYPING);
  const cards = [
    {
      icon: '🧠',
      title: t('creation.factory.personalityTitle'),
      text: t('creation.factory.personalityText'),
    },
    { icon: '⚡', title: t('creation.factory.skillsTitle'), text: t('creation.factory.skillsText') },
  ];
  return (
    <section className="factory-intro container" aria-labelledby="factory-title">
      <p className="factory-intro__greeting" aria-live="off">
        <span className="visually-hidden">{greetings.join(' ')}</span>
        <span aria-hidden="true">
          {typing.lines[typing.activeLine] ?? ''}
          {!typing.typed && <span className="factory-intro__caret motion-loop" />}
        </span>
      </p>
      <h1 id="factory-title" className="factory-intro__title">
        {t('creation.factory.title')}
      </h1>
      <p className="factory-intro__description">{t('creation.factory.description')}</p>
      <ul className="factory-intro__cards">
        {cards.map((card) => (
          <li key={card.title} className="factory-intro__card" {...tilt}>
            <span className="factory-intro__icon" aria-hidden="true">
              {card.icon}
            </span>
            <h2 className="factory-intro__card-title">{card.title}</h2>
            <p className="factory-intro__card-text">{card.text}</p>
          </li>
        ))}
      </ul>
      <Button size="lg" onClick={onStart}>
        {t('creation.factory.start')}
      </Button>
      <Link className="factory-intro__quick" to="/personalization">
        {t('creation.factory.quickLink')}
      </Link>
    </section>
  );
}
