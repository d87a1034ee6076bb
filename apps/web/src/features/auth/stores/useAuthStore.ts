import { create } from 'zustand';
import { ApiError, onSessionExpired } from '../../../lib/apiClient';
import { clearTokens, getAccessToken, saveTokens } from '../../../lib/tokenStorage';
import {
  clearCurrentUser,
  forgetGoogleAuthEmail,
  forgetLastEmail,
  saveCurrentUser,
} from '../helpers/accountStorage';
import { fetchProfile } from '../helpers/fetchProfile';
import { clearCachedProfile, readCachedProfile, saveCachedProfile } from '../helpers/profileCache';
import type { AuthUser, ProfileChanges } from '../types';

/** The cached profile is fresh for this long (spec §4). */
export const PROFILE_CACHE_MS = 5 * 60 * 1000;

/** Why a session ended without the user asking: the server refused it, or nobody was there. */
export type SessionEndReason = 'expired' | 'inactive';

export interface AuthState {
  isAuthenticated: boolean;
  /** True until `initialize` has decided whether a stored session is valid. */
  loading: boolean;
  user: AuthUser | null;
  /** When `user` last came from the server (ms since epoch); null when never. */
  profileFetchedAt: number | null;
  /**
   * The session started while the server could not be reached, with the profile it last returned
   * (issue #17). It is asked again until it answers (`useStaleProfileRetry`); a 401 then ends the
   * session. Nothing is granted by this: the server still checks every request.
   */
  profileStale: boolean;
  /** Set when the session ended by itself, so the login screen can say so; null otherwise. */
  sessionEnded: SessionEndReason | null;
  /**
   * The user asked to sign out and the app is on its way home; the session ends once the home
   * page is on screen, so no guarded screen still showing sends them to login instead.
   */
  logoutRequested: boolean;
  /**
   * Restores the session from the stored tokens (GET /api/auth/profile). When the server cannot be
   * reached, starts with the cached profile of the token's account, if any, and `profileStale`.
   */
  initialize: () => Promise<void>;
  /** Signs in with e-mail and password; rejects with the server's `ApiError`. */
  login: (email: string, password: string) => Promise<AuthUser>;
  /** Starts a session after a successful login or Google sign-in. */
  setSession: (user: AuthUser, accessToken: string, refreshToken?: string | null) => void;
  /**
   * The profile, from the 5-minute cache unless `force` or stale; a 401 ends the session. While
   * the server cannot be reached it gives the profile already held.
   */
  loadProfile: (options?: { force?: boolean }) => Promise<AuthUser | null>;
  /** Fetches the profile again (after earning XP, creating a bot …). */
  refreshProfile: () => Promise<AuthUser | null>;
  /** Saves profile changes (multipart); a 401 ends the session, other failures reject. */
  updateProfile: (changes: ProfileChanges) => Promise<AuthUser>;
  /** Ends the session because it expired or the user was away; the user did not ask. */
  endSession: (reason: SessionEndReason) => void;
  /** Ends the session at the user's request and tells the server. */
  logout: () => void;
  /** Marks a sign-out that runs once the home page shows (see `useLogout`). */
  requestLogout: () => void;
}

/**
 * The account calls pull in the shared contracts (and zod); loading them on first use keeps them
 * out of the code every page downloads at start.
 */
const loadAuthRequests = () => import('../helpers/authRequests');

let pendingInitialize: Promise<void> | null = null;
let pendingProfile: Promise<AuthUser | null> | null = null;

export const useAuthStore = create<AuthState>()((set, get) => {
  /** Forgets everything about the session here and revokes it on the server (fire and forget). */
  const clearSession = (sessionEnded: SessionEndReason | null) => {
    const token = getAccessToken();
    clearTokens();
    clearCurrentUser();
    clearCachedProfile();
    set({
      isAuthenticated: false,
      loading: false,
      user: null,
      profileFetchedAt: null,
      profileStale: false,
      sessionEnded,
      logoutRequested: false,
    });
    if (token) {
      fetch('/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(
        () => undefined,
      );
    }
  };

  /**
   * A profile the server just returned: shown, and kept for a start without the server. An answer
   * that arrives after the session ended (the tokens are gone) is dropped.
   */
  const acceptProfile = (user: AuthUser) => {
    if (!getAccessToken()) {
      set({ loading: false });
      return;
    }
    saveCachedProfile(user);
    set({ isAuthenticated: true, loading: false, user, profileFetchedAt: Date.now(), profileStale: false });
  };

  /** A 401: while signed in the session expired; otherwise there was none to begin with. */
  const onUnauthorized = () => {
    if (get().isAuthenticated) get().endSession('expired');
    else clearSession(null);
  };

  return {
    isAuthenticated: false,
    loading: true,
    user: null,
    profileFetchedAt: null,
    profileStale: false,
    sessionEnded: null,
    logoutRequested: false,

    initialize: () => {
      pendingInitialize ??= (async () => {
        if (!getAccessToken()) {
          set({ isAuthenticated: false, loading: false, user: null });
          return;
        }
        set({ loading: true });
        const result = await fetchProfile();
        if (result.ok) {
          acceptProfile(result.user);
          return;
        }
        if (result.error === 'unauthorized') {
          clearSession(null);
          return;
        }
        const cached = result.error === 'unreachable' ? readCachedProfile(getAccessToken()) : null;
        if (cached) {
          // Nobody answered: work on with the last profile until the server can say otherwise.
          set({
            isAuthenticated: true,
            loading: false,
            user: cached,
            profileFetchedAt: null,
            profileStale: true,
          });
        } else {
          // The server could not answer: keep the tokens so a later visit can try again.
          set({ isAuthenticated: false, loading: false, user: null });
        }
      })().finally(() => {
        pendingInitialize = null;
      });
      return pendingInitialize;
    },

    login: async (email, password) => {
      const { loginRequest } = await loadAuthRequests();
      const body = await loginRequest(email, password);
      get().setSession(body.user, body.access_token, body.refresh_token);
      return body.user;
    },

    setSession: (user, accessToken, refreshToken) => {
      saveTokens(accessToken, refreshToken);
      saveCurrentUser(user);
      forgetLastEmail();
      forgetGoogleAuthEmail();
      saveCachedProfile(user);
      set({
        isAuthenticated: true,
        loading: false,
        user,
        profileFetchedAt: Date.now(),
        profileStale: false,
        sessionEnded: null,
      });
    },

    loadProfile: (options = {}) => {
      const { user, profileFetchedAt } = get();
      if (
        !options.force &&
        user &&
        profileFetchedAt !== null &&
        Date.now() - profileFetchedAt < PROFILE_CACHE_MS
      ) {
        return Promise.resolve(user);
      }
      if (!getAccessToken()) return Promise.resolve(null);
      pendingProfile ??= (async () => {
        const result = await fetchProfile();
        if (result.ok) {
          acceptProfile(result.user);
          return result.user;
        }
        if (result.error === 'unauthorized') {
          onUnauthorized();
          return null;
        }
        return get().user;
      })().finally(() => {
        pendingProfile = null;
      });
      return pendingProfile;
    },

    refreshProfile: () => get().loadProfile({ force: true }),

    updateProfile: async (changes) => {
      if (!getAccessToken()) throw new ApiError(401, '', 'NOT_AUTHENTICATED');
      try {
        const { updateProfileRequest } = await loadAuthRequests();
        const body = await updateProfileRequest(changes);
        if (!body?.user) throw new ApiError(500, '', 'PROFILE_UPDATE_FAILED');
        if (getAccessToken()) saveCachedProfile(body.user);
        set({ user: body.user, profileFetchedAt: Date.now(), profileStale: false });
        return body.user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) onUnauthorized();
        throw error;
      }
    },

    endSession: (reason) => clearSession(reason),

    logout: () => clearSession(null),

    requestLogout: () => {
      if (get().isAuthenticated) set({ logoutRequested: true });
      else clearSession(null);
    },
  };
});

// `apiRequest` could not refresh an expired session: whatever the screen, the user is signed out.
onSessionExpired(() => {
  if (useAuthStore.getState().isAuthenticated) useAuthStore.getState().endSession('expired');
});
