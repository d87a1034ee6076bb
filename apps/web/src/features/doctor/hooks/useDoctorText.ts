import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type DoctorMessage, translateDoctorMessage } from '../helpers/translateDoctorMessage';

/** A function that turns a Bot Doctor message (a finding's text or fix) into the current language. */
export function useDoctorText(): (message: DoctorMessage) => string {
  const { t } = useTranslation();
  return useCallback((message: DoctorMessage) => translateDoctorMessage(t, message), [t]);
}
