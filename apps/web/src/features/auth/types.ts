import type { UserPreferences } from '@plubot/contracts';

/**
 * The signed-in user as the profile endpoint returns it (spec §3, User; `PublicUser` of
 * `@plubot/contracts`). Fields past `email` are optional so a partial cached user still works.
 */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  profile_picture?: string | null;
  is_verified?: boolean;
  role?: string;
  plan?: string;
  created_at?: string;
  xp?: number;
  level?: number;
  levelName?: string;
  pluCoins?: number;
  energyLevel?: number;
  dailyRewardAvailable?: boolean;
  preferences?: UserPreferences;
  has_password?: boolean;
  google_linked?: boolean;
}

/** What `POST /api/auth/update-profile` can change; objects travel as JSON strings. */
export interface ProfileChanges {
  name?: string;
  preferences?: UserPreferences;
  picture?: Blob;
}

/** Router state the verification screen reads: the message of a just-finished registration. */
export interface VerifyEmailLocationState {
  message?: string;
}
