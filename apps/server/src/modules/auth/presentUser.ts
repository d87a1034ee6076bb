import { getLevel, type PublicUser } from '@plubot/contracts';
import { toPlanId } from '@plubot/flow';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The user as its owner sees it through the API. */
export function presentUser(user: UserRow): PublicUser {
  const { level, levelName } = getLevel(user.xp);
  const lastReward = user.lastDailyRewardAt?.getTime() ?? 0;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profile_picture: user.profilePicture,
    is_verified: user.isVerified,
    role: user.role,
    plan: toPlanId(user.plan),
    created_at: user.createdAt.toISOString(),
    xp: user.xp,
    level,
    levelName,
    pluCoins: user.plucoins,
    energyLevel: user.energyLevel,
    dailyRewardAvailable: Date.now() - lastReward >= 24 * 60 * 60 * 1000,
    preferences: user.preferences ?? {},
    has_password: user.passwordHash !== null,
    google_linked: user.googleSub !== null,
  };
}
