import path from 'node:path';
import type { ServerConfig } from '../config/server';
import type { Database } from './db/database';
import type { SectionSpec } from './engine/section-types';
import type { AreaSpec } from './engine/area-types';
import { TokenService } from './auth/token-service';
import { EnforcerCache } from './permissions/enforcer-cache';
import { PolicyStore } from './permissions/policy-store';
import { SmsService } from './providers/sms/sms-service';
import { openSmsSender } from './providers/sms/open-sms-sender';
import { UploadService } from './providers/storage/upload-service';
import { LocalDiskStorage } from './providers/storage/local-disk-storage';
import { openPaymentGateway } from './providers/payment/open-gateway';
import type { PaymentGateway } from './providers/payment/payment-gateway';
import { RateLimiter } from './providers/rate-limit/rate-limiter';
import type { CounterStore } from './providers/rate-limit/counter-store';
import { TtlCache } from './cache/ttl-cache';
import { SectionReadCache } from './cache/section-read-cache';
import { invalidateOnWrites } from './cache/model-write-invalidation';
import { indexOnWrites } from './engine/full-text-index';
import { ExportSlots } from './engine/export-slots';
import { dataAccess, type DataAccess } from './engine/data-access';
import type { GrantCondition } from './permissions/grant-conditions';

/** What handlers need, built once per app and passed to route modules. */
export interface Services {
  config: ServerConfig;
  db: Database;
  /** Repositories (server/engine/repository.ts): the one way modules reach rows. */
  data: DataAccess;
  sections: SectionSpec[];
  /** The areas (schemas/<area>/area.json): menu roots, routes and the domain each belongs to. */
  areas: AreaSpec[];
  tokens: TokenService;
  enforcers: EnforcerCache;
  policies: PolicyStore;
  /** Verification codes and texts, through the configured SMS provider (server/providers/sms: the local outbox by default). */
  sms: SmsService;
  /** Uploaded files: checked, stored under the tenant (local disk in the data directory), recorded. */
  files: UploadService;
  /** Payments by QR (server/providers/payment): the sandbox in the demo; in production no channel (409 未配置支付渠道) unless PAYMENT_SANDBOX=1. */
  payment: PaymentGateway;
  /** Per-address and per-account limits of the token endpoint, SMS sends and public look-ups (counters in the database, or Redis with REDIS_URL). */
  limits: RateLimiter;
  caches: { profiles: TtlCache<Record<string, unknown>>; sectionReads: SectionReadCache };
  /** Grant conditions by name (server/permissions/grant-conditions.ts and the modules'), checked by the guard. */
  conditions: Record<string, GrantCondition>;
  /** The xlsx exports running in this instance: at most so many at once, and per company (config.exports). */
  exports: ExportSlots;
}

export function createServices(config: ServerConfig, db: Database, sections: SectionSpec[], areas: AreaSpec[], counters: CounterStore, conditions: Record<string, GrantCondition>): Services {
  const enforcers = new EnforcerCache(db, config.cacheSeconds);
  const sectionReads = new SectionReadCache(config.cacheSeconds);
  invalidateOnWrites(db, sections, sectionReads);
  indexOnWrites(db, sections);
  const services: Services = {
    config,
    db,
    data: dataAccess(db, () => services),
    sections,
    areas,
    tokens: new TokenService(db, config.tokenTtlSeconds, config.cacheSeconds),
    enforcers,
    policies: new PolicyStore(db, enforcers),
    sms: new SmsService(db, config.sms, openSmsSender(config.smsProvider, db)),
    files: new UploadService(db, new LocalDiskStorage(path.join(config.dataDir, 'uploads')), config.storage),
    payment: openPaymentGateway(config.payment, db),
    limits: new RateLimiter(config.rateLimits, counters),
    caches: { profiles: new TtlCache(config.cacheSeconds), sectionReads },
    exports: new ExportSlots(config.exports),
    conditions,
  };
  return services;
}

/**
 * A schema reload went live: the same services now serve the new models and sections. `db` is changed in
 * place because the services built above hold it; the section read cache watches the new models' writes
 * and forgets answers shaped by the old fields.
 */
export function adoptSchemas(services: Services, db: Database, sections: SectionSpec[], areas: AreaSpec[]): void {
  Object.assign(services.db, db);
  services.sections = sections;
  services.areas = areas;
  invalidateOnWrites(services.db, sections, services.caches.sectionReads);
  indexOnWrites(services.db, sections);
  forgetSectionReads(services);
}

/** Drops every section's cached reads (their shape follows the section's fields). */
export function forgetSectionReads(services: Services): void {
  for (const section of services.sections) services.caches.sectionReads.invalidateAll(section.id);
}
