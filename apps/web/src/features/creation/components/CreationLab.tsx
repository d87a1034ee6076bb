import { allowsProPowers } from '@plubot/flow';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { useAuthStore } from '../../auth';
import { getSectionTitleKey } from '../helpers/getSectionTitleKey';
import { getStepSection, LAB_STEP_COUNT } from '../helpers/labSteps';
import { findInvalidLabStep, type LabErrorKey, validateLabStep } from '../helpers/validateLabStep';
import { useCreateFromDraft } from '../hooks/useCreateFromDraft';
import { useSaveDraftChanges } from '../hooks/useSaveDraftChanges';
import type { LabState } from '../stores/createLabStore';
import { useLabStore, useLabStoreApi } from '../stores/LabStoreContext';
import { ByteConsole } from './ByteConsole';
import { Hologram } from './Hologram';
import { LabMessage } from './LabMessage';
import { LabProgress } from './LabProgress';
import { LabSectionNav } from './LabSectionNav';
import { NameSection } from './NameSection';
import { PersonalitySection } from './PersonalitySection';
import { PowersSection } from './PowersSection';
import { PreviewSection } from './PreviewSection';
import './labFields.css';
import './CreationLab.css';

const selectView = (state: LabState) => ({
  step: state.step,
  section: state.section,
  name: state.name,
  color: state.color,
});
const selectIsPro = (state: { user: { plan?: string } | null }) => allowsProPowers(state.user?.plan);

export interface CreationLabProps {
  mode: 'create' | 'edit';
  /** Shown above the sections (a template notice). */
  notice?: ReactNode;
  /** Shown before the title (the way back when editing). */
  headerStart?: ReactNode;
  templateName?: string | null;
}

/**
 * The creation lab (spec §4): four steps and sections, the progress tracker, the hologram,
 * Byte's console, next/back/reset with the validation of each step, and the confirm that creates
 * the bot ('Activar Plubot') or saves its changes ('Guardar Cambios').
 */
export function CreationLab({ mode, notice, headerStart, templateName }: CreationLabProps) {
  const { t } = useTranslation();
  const store = useLabStoreApi();
  const { step, section, name, color } = useLabStore(useShallow(selectView));
  const proPlan = useAuthStore(selectIsPro);
  const [error, setError] = useState<LabErrorKey | null>(null);
  const errorId = useId();
  const panelRef = useRef<HTMLHeadingElement>(null);
  const labRef = useRef<HTMLElement>(null);
  const create = useCreateFromDraft();
  const save = useSaveDraftChanges();
  const submit = mode === 'edit' ? save : create;
  const last = step === LAB_STEP_COUNT;
  const working = submit.state.status === 'working';
  const done = submit.state.status === 'done';

  // An error goes as soon as what it asked for is done (a personality chosen, a power picked…).
  useEffect(() => {
    if (!error) return;
    return store.subscribe((draft) => {
      if (validateLabStep(draft.step, draft) !== error) setError(null);
    });
  }, [error, store]);

  /** After a step change: focus the new section's title and bring the lab's top back into view. */
  const focusPanel = () =>
    window.requestAnimationFrame(() => {
      panelRef.current?.focus({ preventScroll: true });
      if ((labRef.current?.getBoundingClientRect().top ?? 0) < 0)
        labRef.current?.scrollIntoView({ block: 'start' });
    });

  const onNext = () => {
    submit.dismiss();
    const draft = store.getState();
    if (!last) {
      const problem = validateLabStep(draft.step, draft);
      setError(problem);
      if (problem) return;
      draft.next();
      focusPanel();
      return;
    }
    const invalid = findInvalidLabStep(draft);
    if (invalid) {
      store.setState({ step: invalid.step, section: getStepSection(invalid.step) });
      setError(invalid.error);
      return;
    }
    setError(null);
    void submit.confirm();
  };

  const nextLabel = !last
    ? t('creation.lab.next')
    : working
      ? mode === 'edit'
        ? t('creation.lab.saving')
        : t('creation.lab.activating')
      : mode === 'edit'
        ? t('creation.lab.saveChanges')
        : t('creation.lab.activate');

  return (
    <section ref={labRef} className={`lab${mode === 'edit' ? ' lab--edit' : ''}`} aria-labelledby="lab-title">
      <header className="lab__header">
        {headerStart}
        <div className="lab__heading">
          <h1 id="lab-title" className="lab__title">
            {mode === 'edit' ? t('creation.lab.editTitle') : t('creation.lab.title')}
          </h1>
          <LabProgress step={step} />
        </div>
      </header>

      {notice}

      <LabSectionNav
        mode={mode}
        onChoose={() => {
          setError(null);
          submit.dismiss();
        }}
      />

      <div className="lab__body">
        <div className="lab__panel">
          <h2 className="lab__section-title" tabIndex={-1} ref={panelRef}>
            {t(getSectionTitleKey(section, mode))}
          </h2>
          {section === 'name' && (
            <NameSection
              onSubmit={onNext}
              invalid={error === 'creation.lab.errors.nameTooShort'}
              errorId={errorId}
            />
          )}
          {section === 'personality' && (
            <PersonalitySection
              invalid={error === 'creation.lab.errors.personalityRequired'}
              errorId={errorId}
            />
          )}
          {section === 'powers' && (
            <PowersSection
              proPlan={proPlan}
              invalid={error === 'creation.lab.errors.powersRequired'}
              errorId={errorId}
            />
          )}
          {section === 'preview' && <PreviewSection mode={mode} templateName={templateName} />}
        </div>
        <aside className="lab__side">
          <Hologram name={name} color={color} />
          <ByteConsole mode={mode} step={step} />
        </aside>
      </div>

      <div className="lab__messages">
        {error && (
          <div id={errorId}>
            <LabMessage tone="error">{t(error)}</LabMessage>
          </div>
        )}
        {submit.state.status === 'error' && <LabMessage tone="error">{submit.state.message}</LabMessage>}
        {submit.state.status === 'done' && (
          <LabMessage tone={submit.state.tone}>
            <strong>{submit.state.message}</strong>
            <span className="lab__redirect">
              <Spinner size="sm" /> {submit.state.detail}
            </span>
          </LabMessage>
        )}
      </div>

      <footer className="lab__actions">
        <div className="lab__actions-start">
          {step > 1 && (
            <Button
              variant="secondary"
              disabled={working || done}
              onClick={() => {
                setError(null);
                submit.dismiss();
                store.getState().back();
                focusPanel();
              }}
            >
              {t('creation.lab.back')}
            </Button>
          )}
          <Button
            variant="ghost"
            disabled={working || done}
            onClick={() => {
              setError(null);
              submit.dismiss();
              store.getState().reset();
              focusPanel();
            }}
          >
            {t('creation.lab.reset')}
          </Button>
        </div>
        <Button size="lg" onClick={onNext} disabled={working || done}>
          {nextLabel}
        </Button>
      </footer>
    </section>
  );
}
