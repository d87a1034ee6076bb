import { useAuthStore } from '../../auth';

/** Fetches the signed-in user's profile again (after creating or editing a bot); never throws. */
export async function refreshUserProfile(): Promise<void> {
  try {
    await useAuthStore.getState().refreshProfile();
  } catch {
    // The header keeps the previous numbers until the next profile check.
  }
}
