import { useTranslation } from 'react-i18next';
import { AcademyView } from '../../features/academy';
import { useDocumentTitle } from '../../features/content';

/** `/academy`: short lessons with a quiz or a task checked by the server, progress and XP. */
export function AcademyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('academy.title'));
  return <AcademyView />;
}
