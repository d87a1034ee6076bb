import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/apiClient';
import { PLUBOTS_QUERY_KEY, refreshUserProfile, updatePlubotRequest } from '../../plubots';
import { getStepSection } from '../helpers/labSteps';
import { getStepOfFieldErrors, type LabSubmitState } from '../helpers/labSubmitState';
import { useLabStoreApi } from '../stores/LabStoreContext';

/** The pause between the success message and the profile (spec §9). */
export const UPDATE_REDIRECT_MS = 1500;

/**
 * The identity editor's confirm ('Guardar Cambios'): updates the bot, shows the server's message,
 * refreshes the profile, clears the stored draft of that bot and goes to /profile after 1.5 s.
 */
export function useSaveDraftChanges() {
  const { t } = useTranslation();
  const store = useLabStoreApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LabSubmitState>({ status: 'idle' });
  const timer = useRef<number | undefined>(undefined);
  const busy = useRef(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const confirm = useCallback(async () => {
    const draft = store.getState();
    if (busy.current || !draft.plubotId) return;
    busy.current = true;
    setState({ status: 'working' });
    try {
      const { plubot, message } = await updatePlubotRequest(draft.plubotId, {
        name: draft.name.trim(),
        ...(draft.tone ? { tone: draft.tone } : {}),
        color: draft.color,
        powers: draft.selectedPowers,
      });
      void refreshUserProfile();
      void queryClient.invalidateQueries({ queryKey: PLUBOTS_QUERY_KEY });
      store.setState({ dirty: false });
      setState({
        status: 'done',
        tone: 'success',
        message: message || plubot.name,
        detail: t('creation.lab.returningToProfile'),
      });
      timer.current = window.setTimeout(() => {
        store.getState().clear();
        navigate('/profile');
      }, UPDATE_REDIRECT_MS);
    } catch (error) {
      const step = error instanceof ApiError ? getStepOfFieldErrors(error.errors) : null;
      if (step) store.setState({ step, section: getStepSection(step) });
      const message =
        error instanceof ApiError && error.message ? error.message : t('creation.lab.errors.updateFailed');
      setState({ status: 'error', message });
    } finally {
      busy.current = false;
    }
  }, [navigate, queryClient, store, t]);

  const dismiss = useCallback(
    () => setState((current) => (current.status === 'error' ? { status: 'idle' } : current)),
    [],
  );
  return { state, confirm, dismiss };
}
