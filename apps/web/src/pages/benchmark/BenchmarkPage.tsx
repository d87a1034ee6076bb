import { useTranslation } from 'react-i18next';
import { BenchmarkRunner } from '../../features/benchmark';
import { useDocumentTitle } from '../../features/content';

/** `/benchmark`: the developer tool that measures the editor canvas on generated flows. */
export function BenchmarkPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('benchmark.title'));
  return <BenchmarkRunner />;
}
