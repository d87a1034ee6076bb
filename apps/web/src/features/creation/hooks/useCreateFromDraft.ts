import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/apiClient';
import { buildLoginPath, useAuthStore } from '../../auth';
import type { StoredPlubot } from '../../plubots';
import {
  applyStartingFlow,
  createPlubotRequest,
  isInitialFlow,
  keepPlubotLocally,
  PLUBOTS_QUERY_KEY,
  refreshUserProfile,
} from '../../plubots';
import type { ActivationNotice } from '../helpers/activationNotice';
import { getStepSection } from '../helpers/labSteps';
import { getStepOfFieldErrors, type LabSubmitState } from '../helpers/labSubmitState';
import { forgetSavedDraft } from '../stores/createLabStore';
import { useLabStoreApi } from '../stores/LabStoreContext';

/** The pause between the success message and the flow editor (spec §9). */
export const CREATE_REDIRECT_MS = 1200;

/**
 * The lab's create confirm: creates the bot from the draft (sending its local id, so a repeat
 * never duplicates it), refreshes the profile and opens the flow editor at once, which shows the
 * server's message ('¡Nova ha sido activado con éxito!', `ActivationNoticeBanner`). Without a
 * server the bot is kept in the browser with the local-only flags, the lab says so and after 1.2 s
 * returns to the profile; the sync posts it later. The used-up draft leaves the browser's storage at
 * once, but the form on screen is cleared only once the lab has closed, so it never flashes back to
 * its first step. A visitor is sent to sign in
 * first, the draft waiting here.
 */
export function useCreateFromDraft() {
  const { t } = useTranslation();
  const store = useLabStoreApi();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LabSubmitState>({ status: 'idle' });
  const timer = useRef<number | undefined>(undefined);
  const busy = useRef(false);
  /** The draft became a bot: it is cleared when the lab closes (not before, or the form would reset in view). */
  const usedUp = useRef(false);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (!usedUp.current) return;
      store.getState().clear();
      store.getState().startLab();
    },
    [store],
  );

  const confirm = useCallback(async () => {
    if (busy.current) return;
    const auth = useAuthStore.getState();
    if (!auth.isAuthenticated) {
      setState({ status: 'error', message: t('creation.lab.loginRequired') });
      navigate(buildLoginPath(location));
      return;
    }
    busy.current = true;
    setState({ status: 'working' });
    const draft = store.getState();
    const name = draft.name.trim();
    const body = {
      name,
      tone: draft.tone,
      color: draft.color,
      powers: draft.selectedPowers,
      _localId: draft.localId,
      ...(draft.templateId ? { templateId: draft.templateId } : {}),
    };
    const finish = (done: Extract<LabSubmitState, { status: 'done' }>, to: string) => {
      // The draft is used up; the lab stays as it is under the message until the redirect.
      usedUp.current = true;
      forgetSavedDraft(store);
      setState(done);
      void queryClient.invalidateQueries({ queryKey: PLUBOTS_QUERY_KEY });
      timer.current = window.setTimeout(() => navigate(to), CREATE_REDIRECT_MS);
    };
    try {
      const { plubot, message } = await createPlubotRequest(body);
      let problem: string | undefined;
      try {
        await applyStartingFlow(plubot.id, draft.flowData, plubot.name);
      } catch {
        problem = t('creation.lab.template.flowFailed');
      }
      void refreshUserProfile();
      void queryClient.invalidateQueries({ queryKey: PLUBOTS_QUERY_KEY });
      usedUp.current = true;
      // Gone from this browser at once (a reload before the editor opens must not offer it again);
      // the form on screen is cleared only when the lab closes.
      forgetSavedDraft(store);
      const activation: ActivationNotice = {
        message: message || t('creation.lab.activated', { name: plubot.name }),
        ...(problem ? { problem } : {}),
      };
      navigate(`/plubot/edit/flow/${encodeURIComponent(plubot.id)}`, { state: { activation } });
    } catch (error) {
      if (error instanceof ApiError && error.isServerUnreachable) {
        const local: StoredPlubot = {
          id: draft.localId,
          name,
          tone: draft.tone || 'neutral',
          color: draft.color,
          powers: [...draft.selectedPowers],
          ...(draft.templateId ? { templateId: draft.templateId } : {}),
          ...(isInitialFlow(draft.flowData) ? {} : { _flow: draft.flowData }),
          _localId: draft.localId,
          _offlineCreated: error.isNetworkError,
          _recoveryPending: !error.isNetworkError,
          _synced: false,
          _timestamp: Date.now(),
          ...(auth.user ? { _ownerId: auth.user.id } : {}),
        };
        keepPlubotLocally(local);
        finish(
          {
            status: 'done',
            tone: 'warning',
            message: t('creation.lab.offlineSaved', { name }),
            detail: t('creation.lab.returningToProfile'),
          },
          '/profile',
        );
        return;
      }
      const step = error instanceof ApiError ? getStepOfFieldErrors(error.errors) : null;
      if (step) store.setState({ step, section: getStepSection(step) });
      const message =
        error instanceof ApiError && error.message ? error.message : t('creation.lab.errors.createFailed');
      setState({ status: 'error', message });
    } finally {
      busy.current = false;
    }
  }, [location, navigate, queryClient, store, t]);

  const dismiss = useCallback(
    () => setState((current) => (current.status === 'error' ? { status: 'idle' } : current)),
    [],
  );
  return { state, confirm, dismiss };
}
