import type { Database } from '../../db/client';
import { subscribers } from '../../db/schema';

/** Stores an Architect sign-up; an e-mail already stored is kept once. */
export async function addSubscriber(db: Database, email: string): Promise<void> {
  await db.insert(subscribers).values({ email }).onConflictDoNothing();
}
