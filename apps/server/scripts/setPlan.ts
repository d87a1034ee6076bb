/**
 * `npm run plan -- <email> <plan>`: sets an account's plan by hand (when online payments are not
 * configured, or to grant one). Plans: free (Despierto), starter (Poder Inicial), master (Maestro),
 * legend (Legendario), pro (no limits, granted by the operator).
 */
import { PLAN_IDS, type PlanId } from '@plubot/flow';
import { setPlanByEmail } from '../src/modules/billing/planService';
import { openOperatorDatabase } from './openOperatorDatabase';

async function main() {
  const [email, plan] = process.argv.slice(2);
  const chosen = PLAN_IDS.find((id): id is PlanId => id === plan);
  if (!email || !chosen) {
    console.error(`Uso: npm run plan -- <email> <${PLAN_IDS.join('|')}>`);
    process.exitCode = 1;
    return;
  }
  const database = await openOperatorDatabase();
  if (!database) return;
  try {
    const previous = await setPlanByEmail(database.db, email, chosen);
    if (previous === null) {
      console.error(`No hay ninguna cuenta con el email ${email}.`);
      process.exitCode = 1;
    } else {
      console.log(`${email}: plan ${previous} → ${chosen}`);
    }
  } finally {
    await database.close();
  }
}

void main();
