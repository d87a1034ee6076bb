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
import { getStepSection } from '../helpers/labSteps';
import { getStepOfFieldErrors, type LabSubmitState } from '../helpers/labSubmitState';
import { useLabStoreApi } from '../stores/LabStoreContext';

/** The pause between the success message and the flow editor (spec §9). */
export const CREATE_REDIRECT_MS = 1200;

/**
 * The lab's create confirm: creates the bot from the draft (sending its local id, so a repeat
 * never duplicates it), shows the server's message, refreshes the profile and after 1.2 s opens
 * the flow editor. Without a server the bot is kept in the browser with the local-only flags and
 * the sync posts it later. A visitor is sent to sign in first, the draft waiting here.
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

  useEffect(() => () => window.clearTimeout(timer.current), []);

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
      // The draft is used up; the lab stays open under the message until the redirect.
      store.getState().clear();
      store.getState().startLab();
      setState(done);
      void queryClient.invalidateQueries({ queryKey: PLUBOTS_QUERY_KEY });
      timer.current = window.setTimeout(() => navigate(to), CREATE_REDIRECT_MS);
    };
    try {
      const { plubot, message } = await createPlubotRequest(body);
      let detail = t('creation.lab.openingEditor');
      try {
        await applyStartingFlow(plubot.id, draft.flowData, plubot.name);
      } catch {
        detail = `${t('creation.lab.template.flowFailed')} ${detail}`;
      }
      void refreshUserProfile();
      finish(
        { status: 'done', tone: 'success', message: message || t('creation.lab.openingEditor'), detail },
        `/plubot/edit/flow/${encodeURIComponent(plubot.id)}`,
      );
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
