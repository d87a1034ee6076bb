import { useTranslation } from 'react-i18next';
import { getSectionTitleKey } from '../helpers/getSectionTitleKey';
import { getSectionStep, LAB_SECTIONS, type LabSection } from '../helpers/labSteps';
import type { LabState } from '../stores/createLabStore';
import { useLabStore } from '../stores/LabStoreContext';

const selectSection = (state: LabState) => state.section;
const selectChooseSection = (state: LabState) => state.chooseSection;

export interface LabSectionNavProps {
  mode: 'create' | 'edit';
  onChoose?: (section: LabSection) => void;
}

/** The four sections; choosing one sets the section and its step. */
export function LabSectionNav({ mode, onChoose }: LabSectionNavProps) {
  const { t } = useTranslation();
  const current = useLabStore(selectSection);
  const chooseSection = useLabStore(selectChooseSection);
  return (
    <nav className="lab-sections" aria-label={t('creation.lab.sectionsNav')}>
      <ol className="lab-sections__list">
        {LAB_SECTIONS.map((section) => {
          const step = getSectionStep(section);
          const active = section === current;
          return (
            <li key={section}>
              <button
                type="button"
                className={`lab-sections__item${active ? ' lab-sections__item--active' : ''}`}
                aria-current={active ? 'step' : undefined}
                onClick={() => {
                  chooseSection(section);
                  onChoose?.(section);
                }}
              >
                <span className="lab-sections__number" aria-hidden="true">
                  {step}
                </span>
                <span>{t(getSectionTitleKey(section, mode))}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
