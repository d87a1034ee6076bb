import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { Button } from '../../../components/Button';
import { getSectionTitleKey } from '../helpers/getSectionTitleKey';
import { getDraftResumePath, isResumableDraft } from '../helpers/isResumableDraft';
import { LAB_STEP_COUNT } from '../helpers/labSteps';
import { creationLabStore, type LabState } from '../stores/createLabStore';
import './CreationDraftOffer.css';

const selectResumable = (state: LabState) => isResumableDraft(state);
const selectName = (state: LabState) => state.name.trim();
const selectStep = (state: LabState) => state.step;
const selectSection = (state: LabState) => state.section;
const selectColor = (state: LabState) => state.color;

/**
 * "Tienes un Plubot a medio crear": offers the creation lab's draft kept in this browser (made
 * before signing up, or left halfway) to continue where it was, or to discard. Renders nothing
 * when there is no draft worth offering.
 */
export function CreationDraftOffer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resumable = useStore(creationLabStore, selectResumable);
  const name = useStore(creationLabStore, selectName);
  const step = useStore(creationLabStore, selectStep);
  const section = useStore(creationLabStore, selectSection);
  const color = useStore(creationLabStore, selectColor);
  if (!resumable) return null;

  const resume = () => {
    const store = creationLabStore.getState();
    store.startLab();
    navigate(getDraftResumePath(store));
  };

  return (
    <section
      className="draft-offer"
      aria-labelledby="draft-offer-title"
      style={{ '--draft-color': color } as CSSProperties}
    >
      <span className="draft-offer__orb" aria-hidden="true" />
      <div className="draft-offer__text">
        <h2 id="draft-offer-title" className="draft-offer__title">
          {t('creationDraft.title')}
        </h2>
        <p className="draft-offer__detail">
          {name ? t('creationDraft.named', { name }) : t('creationDraft.unnamed')}{' '}
          {t('creationDraft.where', {
            step,
            total: LAB_STEP_COUNT,
            section: t(getSectionTitleKey(section, 'create')),
          })}
        </p>
      </div>
      <div className="draft-offer__actions">
        <Button onClick={resume}>{t('creationDraft.continue')}</Button>
        <Button variant="ghost" onClick={() => creationLabStore.getState().clear()}>
          {t('creationDraft.discard')}
        </Button>
      </div>
    </section>
  );
}
