// The public face of features/doctor (Bot Doctor, issue #18): other features import only this file.
export { BotHealthBadge } from './components/BotHealthBadge';
export { DoctorShareGate } from './components/DoctorShareGate';
export { HealthBadge } from './components/HealthBadge';
export { DOCTOR_QUERY_PARAM, getDoctorEditorPath } from './helpers/getDoctorEditorPath';
export { type FindingGroup, groupFindings, SEVERITY_ORDER } from './helpers/groupFindings';
export { type DoctorMessage, translateDoctorMessage } from './helpers/translateDoctorMessage';
export { useDoctorReportQuery } from './hooks/useDoctorReportQuery';
export { useDoctorText } from './hooks/useDoctorText';
export { useMarkDoctorStale } from './hooks/useMarkDoctorStale';
