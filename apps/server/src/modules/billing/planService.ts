import { type PlanId, toPlanId } from '@plubot/flow';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Sets the plan of the account with this e-mail (the operator's `npm run plan`). Returns the plan
 * it had, or null when no account has that e-mail.
 */
export async function setPlanByEmail(db: Database, email: string, plan: PlanId): Promise<PlanId | null> {
  const [user] = await db
    .select({ id: users.id, plan: users.plan })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return null;
  await db.update(users).set({ plan }).where(eq(users.id, user.id));
  return toPlanId(user.plan);
}
