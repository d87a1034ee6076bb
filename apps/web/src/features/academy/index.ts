// The public face of features/academy: pages import only this file.
export { AcademyView } from './components/AcademyView';
export { ACADEMY_QUERY_KEY, useAcademyQuery } from './hooks/useAcademy';
