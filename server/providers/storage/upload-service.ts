import crypto from 'node:crypto';
import { transaction } from '../../context/transaction-context';
import type { Database } from '../../db/database';
import type { ServerConfig } from '../../../config/server';
import type { Actor } from '../../context/request-context';
import { currentTenantId } from '../../context/request-context';
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
    return `${FILE_URL_PREFIX}/${tenantId}/${name}`;
  }

  async store(actor: Actor, data: Buffer, originalName: string, rules: UploadRules): Promise<StoredFileInfo> {
    if (data.length === 0) throw badRequest('上传的文件是空的', ['file']);
    if (data.length > rules.maxBytes) throw badRequest(rules.tooBig, ['file']);
    const kind = detectKind(data, rules.kinds, originalName);
    if (!kind) throw badRequest(wrongKindMessage(rules.kinds, rules.noun), ['file']);
    const name = `${crypto.randomBytes(16).toString('hex')}.${FILE_KINDS[kind].extension}`;
    await this.storage.put(actor.tenantId, name, data);
    try {
      await transaction(this.db.sequelize, async () => {
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
      });
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
    const match = typeof url === 'string' ? URL_PATTERN.exec(url) : null;
    if (!match || Number(match[1]) !== currentTenantId()) return false;
    const kind = kindOfExtension(match[2].split('.')[1]);
    if (!kind || !kinds.includes(kind)) return false;
    const { StoredFile } = this.db.models;
    await StoredFile.update({ referencedAt: new Date() }, { where: { name: match[2], referencedAt: null } });
    return (await StoredFile.count({ where: { name: match[2] } })) === 1;
  }
}

const MB = 1024 * 1024;
const sizeText = (bytes: number) => (bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10}MB` : `${Math.ceil(bytes / 1024)}KB`);
