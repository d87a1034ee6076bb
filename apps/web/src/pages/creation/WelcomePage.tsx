import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { BytePanel } from '../../features/byte';
import type { TypewriterTiming } from '../../features/creation';
import { creationLabStore, usePrefersReducedMotion, useTypewriter } from '../../features/creation';
import './WelcomePage.css';

/** The welcome typewriter (spec §9): 40 ms a character, 1200 ms between lines, 800 ms before, 600 ms before the button. */
export const WELCOME_TYPING: TypewriterTiming = {
  charMs: 40,
  lineDelayMs: 1200,
  startDelayMs: 800,
  endDelayMs: 600,
};

/** The fade to the factory (spec §9). */
export const WELCOME_FADE_MS = 500;

/**
 * `/welcome`: types four lines, greets on hover, and enables 'Descubre tu poder' when the
 * animation ends; Enter, a tap or a click skips to the end. The button fades the screen out over 500 ms
 * and opens the factory.
 */
export function WelcomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reducedMotion = usePrefersReducedMotion();
  const lines = useMemo(
    () => [
      t('creation.welcome.line1'),
      t('creation.welcome.line2'),
      t('creation.welcome.line3'),
      t('creation.welcome.line4'),
    ],
    [t],
  );
  const typing = useTypewriter(lines, WELCOME_TYPING);
  const { done, skip } = typing;
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (done) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      // Enter on a link, a button or a field elsewhere (the header, Byte) keeps its own meaning.
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('a, button, input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      skip();
    };
    // A tap, a pen or a mouse click anywhere skips alike (a click on the waiting button too).
    const onPointer = () => skip();
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('pointerdown', onPointer, { passive: true });
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [done, skip]);

  const leave = () => {
    if (leaving) return;
    setLeaving(true);
    // The welcome leads into the factory's intro; a draft in progress waits behind 'Comenzar Creación'.
    creationLabStore.setState({ started: false });
    timer.current = window.setTimeout(() => navigate('/factory'), reducedMotion ? 0 : WELCOME_FADE_MS);
  };

  return (
    <>
      <section
        className={`welcome container${leaving ? ' welcome--leaving' : ''}`}
        style={{ transitionDuration: `${WELCOME_FADE_MS}ms` }}
        aria-labelledby="welcome-title"
      >
        <div className="welcome__bot-wrap">
          <button
            type="button"
            className="welcome__bot"
            aria-label={t('creation.welcome.botAria')}
            aria-describedby="welcome-greeting"
          >
            <img
              className="welcome__bot-image motion-loop"
              src="/favicon.svg"
              alt=""
              width="132"
              height="132"
            />
            <span id="welcome-greeting" className="welcome__greeting" role="tooltip">
              {t('creation.welcome.hoverGreeting')}
            </span>
          </button>
        </div>
        <h1 id="welcome-title" className="welcome__title">
          {t('creation.welcome.title')}
        </h1>
        <div className="welcome__terminal">
          <p className="visually-hidden">{lines.join(' ')}</p>
          <div aria-hidden="true" data-testid="welcome-lines">
            {typing.lines.map((line, index) => (
              <p
                key={lines[index]}
                className={`welcome__line${index === lines.length - 1 ? ' welcome__line--brand' : ''}`}
              >
                {line}
                {index === typing.activeLine && !typing.typed && (
                  <span className="welcome__caret motion-loop" />
                )}
              </p>
            ))}
          </div>
        </div>
        <p
          className={`welcome__reveal${typing.typed ? ' welcome__reveal--shown' : ''}`}
          aria-hidden={!typing.typed}
        >
          {t('creation.welcome.reveal')}
        </p>
        <Button size="lg" disabled={!done || leaving} onClick={leave} className="welcome__cta">
          {t('creation.welcome.cta')}
        </Button>
        <p className={`welcome__skip${done ? ' welcome__skip--hidden' : ''}`} aria-hidden={done}>
          {t('creation.welcome.skipHint')}
        </p>
      </section>
      <BytePanel context="lab" />
    </>
  );
}
