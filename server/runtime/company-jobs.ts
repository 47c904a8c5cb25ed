import type { Services } from '../services';
import { asSystem, asTenant } from '../context/request-context';

/**
 * Runs `work` inside each company in turn (ids ascending) and adds up what it answers. One company's failure is
 * logged under `label` and does not stop the others.
 */
export async function forEveryCompany(services: Services, label: string, work: () => Promise<number>): Promise<number> {
  // asSystem: a scheduled job visits every company.
  const companies = (await asSystem(() => services.db.models.Company.findAll({ attributes: ['id'], order: [['id', 'ASC']], raw: true }))) as any[];
  let total = 0;
  for (const company of companies) {
    try {
      total += await asTenant(company.id as number, work);
    } catch (error) {
      console.error(`[${label}] company ${company.id} failed`, error);
    }
  }
  return total;
}

/**
 * Runs `run` every `everyMs` in this process; a slow run is not overlapped by the next tick. The work itself must be
 * safe with several instances (each job records what it did under a unique key). `stop` ends it (server close, tests).
 */
export function everyInterval(label: string, everyMs: number, run: () => Promise<unknown>): { stop: () => void } {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      console.error(`[${label}] job failed`, error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
