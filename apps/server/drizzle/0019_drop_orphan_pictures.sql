-- Profile pictures replaced before issue #24 were kept forever: keep only each user's current one.
DELETE FROM "uploads" AS u
WHERE NOT EXISTS (
  SELECT 1 FROM "users" AS owner
  WHERE owner."id" = u."owner_id" AND owner."profile_picture" = '/api/uploads/' || u."id"::text
);
