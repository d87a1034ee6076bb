import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** What a visitor's stream needs of their conversation: its bot, its owner and who answers it. */
export interface VisitorConversation {
  plubotId: string;
  ownerId: string;
  status: 'bot' | 'waiting' | 'person' | 'closed';
}

/** A conversation the visitor holds (the page or the widget), or undefined. */
export async function findVisitorConversation(
  db: Database,
  sessionId: string,
): Promise<VisitorConversation | undefined> {
  const result = (await db.execute(sql`
    select s.plubot_id as "plubotId", p.owner_id as "ownerId",
      case when s.ended then 'closed' else s.handoff_status end as status
    from chat_sessions s join plubots p on p.id = s.plubot_id
    where s.id = ${sessionId} and s.channel in ('web', 'widget')`)) as unknown as {
    rows: VisitorConversation[];
  };
  return result.rows[0];
}
