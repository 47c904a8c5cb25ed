import type { ExportLimits } from '../../config/server';

/**
 * The running exports of this instance. An export takes a slot before it reads anything and gives it back when it
 * ends, fails or its client goes away; with no slot free it is refused. The count is per process on purpose: it
 * bounds this process's memory and CPU, which is what an export costs.
 */
export class ExportSlots {
  private running = 0;
  private byCompany = new Map<number, number>();

  constructor(private limits: ExportLimits) {}

  /** A slot for one export of `tenantId`, as its release function (safe to call more than once), or undefined when none is free. */
  take(tenantId: number): (() => void) | undefined {
    const mine = this.byCompany.get(tenantId) ?? 0;
    if (this.running >= this.limits.maxRunning || mine >= this.limits.maxPerCompany) return undefined;
    this.running++;
    this.byCompany.set(tenantId, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      const left = (this.byCompany.get(tenantId) ?? 1) - 1;
      if (left > 0) this.byCompany.set(tenantId, left);
      else this.byCompany.delete(tenantId);
    };
  }
}
