import path from 'node:path';
import type { ServerConfig } from '../config/server';
import type { Database } from './db/database';
import type { SectionSpec } from './engine/section-types';
import { TokenService } from './auth/token-service';
import { EnforcerCache } from './permissions/enforcer-cache';
import { PolicyStore } from './permissions/policy-store';
import { SmsService } from './providers/sms/sms-service';
import { UploadService } from './providers/storage/upload-service';
import { LocalDiskStorage } from './providers/storage/local-disk-storage';
import { TtlCache } from './cache/ttl-cache';
import { SectionReadCache } from './cache/section-read-cache';

/** What handlers need, built once per app and passed to route modules. */
export interface Services {
  config: ServerConfig;
  db: Database;
  sections: SectionSpec[];
  tokens: TokenService;
  enforcers: EnforcerCache;
  policies: PolicyStore;
  sms: SmsService;
  /** Uploaded files: checked, stored under the tenant (local disk in the data directory), recorded. */
  files: UploadService;
  caches: { profiles: TtlCache<Record<string, unknown>>; sectionReads: SectionReadCache };
}

export function createServices(config: ServerConfig, db: Database, sections: SectionSpec[]): Services {
  const enforcers = new EnforcerCache(db, config.cacheSeconds);
  return {
    config,
    db,
    sections,
    tokens: new TokenService(db, config.tokenTtlSeconds, config.cacheSeconds),
    enforcers,
    policies: new PolicyStore(db, enforcers),
    sms: new SmsService(db, config.sms),
    files: new UploadService(db, new LocalDiskStorage(path.join(config.dataDir, 'uploads'))),
    caches: { profiles: new TtlCache(config.cacheSeconds), sectionReads: new SectionReadCache(config.cacheSeconds) },
  };
}
