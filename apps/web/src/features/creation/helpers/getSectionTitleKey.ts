import type { LabSection } from './labSteps';

/** The title of a section; the preview is 'Revisión de Cambios' when editing. */
export function getSectionTitleKey(section: LabSection, mode: 'create' | 'edit') {
  if (section === 'preview' && mode === 'edit') return 'creation.lab.sections.previewEdit' as const;
  return `creation.lab.sections.${section}` as const;
}
