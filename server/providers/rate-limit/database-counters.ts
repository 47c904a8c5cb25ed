/**
 * The rate limiter's counters in the database (sys_rate_limit), used when no Redis is configured: one
 * conditional update per hit, so instances never overshoot a budget.
 */
import { Op, Sequelize, UniqueConstraintError } from 'sequelize';
import type { Database } from '../../db/database';
import type { CounterStore } from './counter-store';

const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in `sys_rate_limit` (RateLimit: platform data, no tenant). A hit is one conditional update,
 * `hits = hits + 1 WHERE bucket = ? AND hits < budget`, so parallel requests on several instances cannot
 * overshoot; the first hit of a window inserts the row. Expired rows are swept now and then.
 */
export class DatabaseCounters implements CounterStore {
  private lastSweep = 0;

  constructor(private db: Database) {}

  private get model() {
    return this.db.models.RateLimit;
  }

  async read(bucket: string): Promise<number> {
    const row: any = await this.model.findOne({ where: { bucket }, attributes: ['hits'], raw: true });
    return row ? Number(row.hits) : 0;
  }

  async take(bucket: string, budget: number, expiresAt: Date, now: Date): Promise<boolean> {
    if (budget < 1) return false;
    if (await this.increment(bucket, budget)) return true;
    try {
      await this.model.create({ bucket, hits: 1, expiresAt });
      await this.sweepNowAndThen(now);
      return true;
    } catch (error) {
      // The row is there: full, or made a moment ago by a parallel request (then it may have room).
      if (!(error instanceof UniqueConstraintError)) throw error;
      return this.increment(bucket, budget);
    }
  }

  private async increment(bucket: string, budget: number): Promise<boolean> {
    const hits = this.db.sequelize.getQueryInterface().quoteIdentifier('hits');
    const [changed] = await this.model.update({ hits: Sequelize.literal(`${hits} + 1`) }, { where: { bucket, hits: { [Op.lt]: budget } } });
    return changed === 1;
  }

  private async sweepNowAndThen(now: Date): Promise<void> {
    if (Math.abs(now.getTime() - this.lastSweep) < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    await this.model.destroy({ where: { expiresAt: { [Op.lt]: now } } });
  }
}
