/**
 * 我的表单 (section formFill over DesignedForm, `access: members`): every member lists the published forms whose
 * audience holds them (rowWhere over the audience rows), reads one as its PUBLISHED version (a closed one is 409),
 * submits answers validated by ajv against that version (submission-validator.ts), and lists their own submissions.
 * Another company's form, a draft or one outside the audience is 404 表单不存在.
 */
import { fn, col, type WhereOptions } from 'sequelize';
import type { Context } from 'koa';
import type { Services } from '../../services';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { conflict, notFound } from '../../http/envelope';
import { formatDateTime } from '../../http/format';
import { formsReaching } from './audience';
import { validateSubmission } from './submission-validator';
import { jsonOf } from './submission-export';
import { callerMember } from '../admin/caller-member';

const PUBLISHED = 1;
const CLOSED = 2;
const MISSING = '表单不存在';
const actorOf = (ctx: Context) => ctx.state.actor as Actor;
const reaching = (ctx: Context, services: Services) => formsReaching(services, actorOf(ctx).tenantId, actorOf(ctx).membershipId);

/** The forms the caller may see (published or closed, in their audience), and their own submissions. */
async function rowWhere({ ctx, services, operation }: HookContext): Promise<WhereOptions> {
  if (operation === 'mine') return { accountId: actorOf(ctx).accountId };
  return { status: [PUBLISHED, CLOSED], id: await reaching(ctx, services) };
}

/** The published versions of the forms, by form id (the version each form serves now). */
async function servedVersions(services: Services, rows: Record<string, any>[]) {
  const versions = (await services.data.rows('DesignedFormVersion').findAll({ where: { formId: rows.map((row) => row.id) }, raw: true })) as any[];
  const byForm = new Map<number, any>();
  for (const row of rows) byForm.set(row.id, versions.find((v) => v.formId === row.id && v.version === row.version));
  return byForm;
}

/** fill/list: the served version's name and description, whether I submitted and when last; fill/select: the served version itself. */
async function decorate(rows: Record<string, any>[], { ctx, services, operation }: HookContext) {
  if (!rows.length) return;
  const versions = await servedVersions(services, rows);
  if (operation === 'fillSelect') {
    const [row] = rows;
    if (row.status === CLOSED) throw conflict('该表单已关闭');
    const version = versions.get(row.id);
    if (!version) throw notFound(MISSING);
    Object.assign(row, { name: version.name, description: version.description, schema: jsonOf(version.schema), uiSchema: jsonOf(version.uiSchema) ?? {} });
    return;
  }
  const mine = (await services.data.rows('FormSubmission').findAll({
    where: { accountId: actorOf(ctx).accountId, formId: rows.map((row) => row.id) },
    attributes: ['formId', [fn('MAX', col('crtTime')), 'lastTime']],
    group: ['formId'],
    raw: true,
  })) as any[];
  for (const row of rows) {
    const version = versions.get(row.id);
    if (version) Object.assign(row, { name: version.name, description: version.description });
    const last = mine.find((m) => m.formId === row.id)?.lastTime;
    Object.assign(row, { submitted: last ? 1 : 0, lastSubmitTime: last ? formatDateTime(new Date(last)) : null });
  }
}

/** fill/submit: the form as the caller may fill it, its served version, the answers checked; the row's values. */
async function beforeCreate(values: Record<string, any>, { ctx, services }: HookContext) {
  const actor = actorOf(ctx);
  const form = (await services.data.rows('DesignedForm').findById(values.formId, { raw: true })) as any;
  if (!form || form.status === 0 || !(await reaching(ctx, services)).includes(form.id)) throw notFound(MISSING);
  if (form.status === CLOSED) throw conflict('该表单已关闭');
  const version = (await services.data.rows('DesignedFormVersion').findOne({ where: { formId: form.id, version: form.version }, raw: true })) as any;
  if (!version) throw notFound(MISSING);
  const data = validateSubmission({ id: version.id, schema: jsonOf(version.schema), uiSchema: jsonOf(version.uiSchema) }, values.data);
  const me = await callerMember(services, actor);
  return {
    formId: form.id,
    versionId: version.id,
    version: version.version,
    memberId: actor.membershipId,
    accountId: actor.accountId,
    submitterName: me.name,
    departId: me.departId,
    departName: me.departName,
    formOwnerId: form.crtUserId ?? null,
    data,
  };
}

/** submission/mine: each submission with the version it was filled against (its name, schema and uiSchema: its own titles). */
async function mineRows(rows: Record<string, any>[], { services }: HookContext) {
  if (!rows.length) return;
  const versions = (await services.data.rows('DesignedFormVersion').findAll({ where: { id: rows.map((row) => row.versionId) }, attributes: ['id', 'name', 'schema', 'uiSchema'], raw: true })) as any[];
  for (const row of rows) {
    const version = versions.find((v) => v.id === row.versionId);
    Object.assign(row, { formName: version?.name ?? null, schema: jsonOf(version?.schema) ?? null, uiSchema: jsonOf(version?.uiSchema) ?? {}, data: jsonOf(row.data) });
  }
}

export const formFillHooks: SectionHooks = {
  rowWhere,
  decorate,
  beforeCreate,
  decorateOperation: { mine: mineRows },
};
