import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploads, users } from '../../db/schema';
import { AppError } from '../../lib/AppError';

/** A picture the account uploaded, already checked to be an image. */
export interface ProfilePicture {
  data: Buffer;
  mimeType: string;
}

/**
 * Applies a profile change in one transaction: a new `picture` is stored, becomes the profile
 * picture and replaces (deletes) the one stored before, so no picture is kept that nobody shows.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  changes: Partial<typeof users.$inferInsert>,
  picture?: ProfilePicture,
): Promise<void> {
  await db.transaction(async (tx) => {
    const update = { ...changes };
    if (picture) {
      const [stored] = await tx
        .insert(uploads)
        .values({ ownerId: userId, mimeType: picture.mimeType, data: picture.data })
        .returning({ id: uploads.id });
      if (!stored) throw new AppError('UPLOAD_FAILED');
      update.profilePicture = `/api/uploads/${stored.id}`;
      await tx.delete(uploads).where(and(eq(uploads.ownerId, userId), ne(uploads.id, stored.id)));
    }
    if (Object.keys(update).length > 0) await tx.update(users).set(update).where(eq(users.id, userId));
  });
}

/** A stored upload by id, if there is one. */
export async function findUpload(db: Database, id: string) {
  const [file] = await db.select().from(uploads).where(eq(uploads.id, id));
  return file;
}
