import crypto from 'node:crypto';
import { transaction } from '../../context/transaction-context';
import type { Database } from '../../db/database';
import type { ServerConfig } from '../../../config/server';
import type { Actor } from '../../context/request-context';
import { asTenant, currentActor, currentTenantId } from '../../context/request-context';
import { PLATFORM_TENANT_ID } from '../../permissions/platform-domain';
import { badRequest, HttpError, notFound } from '../../http/envelope';
import { positiveInteger } from '../../engine/paging';
import { tenantWhere } from '../../db/tenant-scope';
import type { FileStorage } from './file-storage';
import { STORED_NAME } from './local-disk-storage';
import { FILE_KINDS, detectKind, kindOfExtension, wrongKindMessage, type FileKind } from './file-kinds';

/** What a caller accepts: the kinds (checked by content), the size limit and its message. */
export interface UploadRules {
  kinds: readonly FileKind[];
  maxBytes: number;
  tooBig: string;
  /** The word in the wrong-type message: 图片, 文件. */
  noun?: string;
}

/** Logo, business licence: jpg/jpeg/png up to 2 MB (spec doc 2 §5). */
export const IMAGE_RULES: UploadRules = { kinds: ['jpg', 'png'], maxBytes: 2 * 1024 * 1024, tooBig: '上传图片大小不能超过 2MB!', noun: '图片' };

export const FILE_URL_PREFIX = '/api/business/storage/file';
const URL_PATTERN = /^\/api\/business\/storage\/file\/(\d{1,10})\/([a-f0-9]{32}\.[a-z0-9]{2,5})$/;
/** The platform's published images (a website template's cover): uploaded by operators, who read them here. */
export const PLATFORM_FILE_URL_PREFIX = '/api/platform/storage/file';
const PLATFORM_URL_PATTERN = /^\/api\/platform\/storage\/file\/([a-f0-9]{32}\.[a-z0-9]{2,5})$/;
/** The same images as every company's members read them (a token reaches only its own domain's routes). */
export const PLATFORM_FILE_FOR_COMPANIES_PREFIX = '/api/business/storage/platform-file';

/** A platform image's url as a company reads it; any other value as it is. */
export function platformFileForCompanies(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .split(',')
    .map((url) => {
      const match = PLATFORM_URL_PATTERN.exec(url);
      return match ? `${PLATFORM_FILE_FOR_COMPANIES_PREFIX}/${match[1]}` : url;
    })
    .join(',');
}

/** The tenant whose files a write may refer to: the company's, or the platform's on an operator's route (no tenant). */
function writerTenant(): number | undefined {
  const tenantId = currentTenantId();
  if (tenantId !== undefined) return tenantId;
  return currentActor()?.tenantId === PLATFORM_TENANT_ID ? PLATFORM_TENANT_ID : undefined;
}

export interface StoredFileInfo {
  url: string;
  name: string;
  kind: FileKind;
  size: number;
}

/**
 * Uploads of a tenant: checked by content and size, counted against the company's storage quota, written to
 * the storage provider under the tenant, and recorded in `sys_stored_file` (tenant-scoped like every
 * tenant-owned model), so a file is only ever found again from inside the company that uploaded it. A write
 * that refers to a file marks it referenced; files never referenced are swept (unreferenced-sweep.ts).
 */
export class UploadService {
  constructor(private db: Database, readonly storage: FileStorage, readonly settings: ServerConfig['storage']) {}

  urlOf(tenantId: number, name: string): string {
    return tenantId === PLATFORM_TENANT_ID ? `${PLATFORM_FILE_URL_PREFIX}/${name}` : `${FILE_URL_PREFIX}/${tenantId}/${name}`;
  }

  async store(actor: Actor, data: Buffer, originalName: string, rules: UploadRules): Promise<StoredFileInfo> {
    if (data.length === 0) throw badRequest('上传的文件是空的', ['file']);
    if (data.length > rules.maxBytes) throw badRequest(rules.tooBig, ['file']);
    const kind = detectKind(data, rules.kinds, originalName);
    if (!kind) throw badRequest(wrongKindMessage(rules.kinds, rules.noun), ['file']);
    const name = `${crypto.randomBytes(16).toString('hex')}.${FILE_KINDS[kind].extension}`;
    await this.storage.put(actor.tenantId, name, data);
    try {
      // asTenant: an operator's route runs with no tenant; the platform's files are tenant 0's rows.
      const inTenant = <T>(fn: () => T) => (actor.tenantId === PLATFORM_TENANT_ID ? asTenant(PLATFORM_TENANT_ID, fn) : fn());
      await inTenant(() => transaction(this.db.sequelize, async () => {
        await this.assertRoomFor(actor.tenantId, data.length);
        await this.db.models.StoredFile.create({
          name,
          kind,
          size: data.length,
          originalName: originalName.slice(0, 200),
          crtUserId: actor.accountId,
          crtUserName: actor.name,
          crtTime: new Date(),
        });
      }));
    } catch (error) {
      await this.storage.remove(actor.tenantId, name);
      throw error;
    }
    return { url: this.urlOf(actor.tenantId, name), name, kind, size: data.length };
  }

  /**
   * 413 when the company's files and this one would pass its quota. Runs in the upload's transaction, with the
   * company row locked (MySQL; SQLite writes one at a time), so parallel uploads are counted one after another.
   */
  private async assertRoomFor(tenantId: number, bytes: number): Promise<void> {
    const { Company, StoredFile } = this.db.models;
    await Company.findOne({ where: { id: tenantId }, attributes: ['id'], lock: true });
    const used = Number((await StoredFile.sum('size', { where: tenantWhere(StoredFile) })) ?? 0);
    if (used + bytes > this.settings.quotaBytes) {
      throw new HttpError(413, `企业文件存储空间已满（上限${sizeText(this.settings.quotaBytes)}，已用${sizeText(used)}），无法上传该文件`, { usedBytes: used, quotaBytes: this.settings.quotaBytes });
    }
  }

  /** The bytes and type of a file of the current tenant; another tenant's (or no) file is 404. */
  async open(tenantParam: string, name: string): Promise<{ data: Buffer; mime: string }> {
    const tenantId = positiveInteger(tenantParam);
    if (!STORED_NAME.test(name) || tenantId === undefined || tenantId !== currentTenantId()) throw notFound('文件不存在');
    const row = await this.db.models.StoredFile.findOne({ where: { name }, attributes: ['kind'], raw: true });
    const data = row ? await this.storage.get(tenantId, name) : undefined;
    if (!row || !data) throw notFound('文件不存在');
    return { data, mime: FILE_KINDS[(row as any).kind as FileKind]?.mime ?? 'application/octet-stream' };
  }

  /**
   * Whether `url` is a file the current tenant uploaded, of one of `kinds`; if so it is marked referenced, in
   * the write's transaction (a write that fails leaves it unmarked), so the sweep of unreferenced files keeps it.
   */
  async claimOwnFile(url: unknown, kinds: readonly FileKind[]): Promise<boolean> {
    const tenantId = writerTenant();
    if (typeof url !== 'string' || tenantId === undefined) return false;
    const platform = tenantId === PLATFORM_TENANT_ID;
    const match = platform ? PLATFORM_URL_PATTERN.exec(url) : URL_PATTERN.exec(url);
    if (!match || (!platform && Number(match[1]) !== tenantId)) return false;
    const name = match[platform ? 1 : 2];
    const kind = kindOfExtension(name.split('.')[1]);
    if (!kind || !kinds.includes(kind)) return false;
    const { StoredFile } = this.db.models;
    return asTenant(tenantId, async () => {
      await StoredFile.update({ referencedAt: new Date() }, { where: { name, referencedAt: null } });
      return (await StoredFile.count({ where: { name } })) === 1;
    });
  }

  /**
   * The file a stored url names, as a row that holds the url reads it: a company's file opened as that company's
   * (and only when it is `rowTenant`, the row's own company), or one of the platform's; anything else is 404.
   */
  async openUrl(url: unknown, rowTenant?: number): Promise<{ data: Buffer; mime: string }> {
    const value = typeof url === 'string' ? url : '';
    const company = URL_PATTERN.exec(value);
    if (company && (rowTenant === undefined || Number(company[1]) === rowTenant)) {
      const tenantId = Number(company[1]);
      return asTenant(tenantId, () => this.open(String(tenantId), company[2]));
    }
    const platform = PLATFORM_URL_PATTERN.exec(value);
    if (platform) return this.openPlatformFile(platform[1]);
    throw notFound('文件不存在');
  }

  /** A published image of the platform (tenant 0), to any signed-in caller: what operators put on the website templates. */
  async openPlatformFile(name: string): Promise<{ data: Buffer; mime: string }> {
    if (!STORED_NAME.test(name)) throw notFound('文件不存在');
    // asTenant: the platform's files are tenant 0's rows, read from a public route that has no tenant.
    const row = await asTenant(PLATFORM_TENANT_ID, () => this.db.models.StoredFile.findOne({ where: { name }, attributes: ['kind'], raw: true }));
    const data = row ? await this.storage.get(PLATFORM_TENANT_ID, name) : undefined;
    if (!row || !data) throw notFound('文件不存在');
    return { data, mime: FILE_KINDS[(row as any).kind as FileKind]?.mime ?? 'application/octet-stream' };
  }
}

const MB = 1024 * 1024;
const sizeText = (bytes: number) => (bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10}MB` : `${Math.ceil(bytes / 1024)}KB`);
