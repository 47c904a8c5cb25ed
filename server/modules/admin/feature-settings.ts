import { UniqueConstraintError } from 'sequelize';
import type { Context } from 'koa';
import type { Services } from '../../services';
import type { RouteTable, DeclaredRoute } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { badRequest, ok } from '../../http/envelope';
import { toWire } from '../../http/format';
import { compileValidator } from '../../engine/validator';

/**
 * The company's settings record (spec: id, noticeType, noticeSort, noticeDisplay, scheduleType; one per
 * company). noticeType and scheduleType are the notice and schedule feature switches: 0 on, 1 off.
 * The spec leaves the paths out; these are `GET /api/business/plt-setting/select` (every member: section
 * featureSetting, schemas/company/featureSetting.json, the defaults before the first save) and `POST .../update`
 * (here: the fields a request writes name the sections whose update it needs).
 */
const BASE = '/api/business/plt-setting';

const switchField = (title: string) => ({ type: 'integer' as const, title, enum: [0, 1], messages: { type: `${title}取值不正确`, enum: `${title}取值不正确` } });

/** Each field of the record belongs to the section (menu) that switches it; writing it needs that section's update. */
const OWNER: Record<string, { section: string; menu: string; on: string; off: string }> = {
  noticeType: { section: 'noticeSetting', menu: '通知公告设置', on: '开启通知公告功能', off: '关闭通知公告功能' },
  noticeSort: { section: 'noticeSetting', menu: '通知公告设置', on: '修改通知公告排序', off: '修改通知公告排序' },
  noticeDisplay: { section: 'noticeSetting', menu: '通知公告设置', on: '修改通知公告展示', off: '修改通知公告展示' },
  scheduleType: { section: 'scheduleSetting', menu: '日程设置', on: '开启日程功能', off: '关闭日程功能' },
};

const validate = compileValidator({
  fields: {
    noticeType: switchField('通知公告功能开关'),
    noticeSort: switchField('通知公告排序'),
    noticeDisplay: switchField('通知公告展示'),
    scheduleType: switchField('日程功能开关'),
  },
});

const FIELDS = Object.keys(OWNER);
const DEFAULTS = { id: null, noticeType: 0, noticeSort: 0, noticeDisplay: 0, scheduleType: 0 };

function recordOut(row: any) {
  const plain = toWire(row.get({ plain: true }));
  return { id: plain.id, ...Object.fromEntries(FIELDS.map((f) => [f, plain[f]])), updTime: plain.updTime, updUserName: plain.updUserName };
}

/** Creates the company's record on first write; a concurrent first write that lost the race updates instead. */
async function upsert(services: Services, values: Record<string, number>, actor: Actor) {
  const settings = services.data.rows('Setting');
  const stamp = { updUserName: actor.name };
  const existing = await settings.findOne();
  if (existing) return existing.update({ ...values, ...stamp });
  try {
    return await settings.create({ ...DEFAULTS, id: undefined, ...values, ...stamp });
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    const row = await settings.findOne();
    return row!.update({ ...values, ...stamp });
  }
}

export function mountFeatureSettings(routes: RouteTable, services: Services) {
  // The record serves two sections: the fields a request writes name the sections whose update it needs.
  routes.add({
    method: 'POST',
    path: `${BASE}/update`,
    object: 'request',
    objectsOf: (ctx) => {
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const sections = new Set(FIELDS.filter((f) => body[f] !== undefined).map((f) => OWNER[f].section));
      return sections.size ? [...sections] : ['noticeSetting'];
    },
    action: 'update',
    menu: '通知公告设置',
    handler: async (ctx: Context) => {
      const values = validate(ctx.request.body);
      const fields = FIELDS.filter((f) => values[f] !== undefined);
      if (fields.length === 0) throw badRequest('请选择要修改的设置', FIELDS);
      const actor = ctx.state.actor as Actor;
      const clean = Object.fromEntries(fields.map((f) => [f, values[f]]));
      const row = await upsert(services, clean, actor);
      // The operation log names the section whose switch moved and what it did.
      const first = OWNER[fields[0]];
      const opt = fields.map((f) => (values[f] === 0 ? OWNER[f].on : OWNER[f].off)).join('，');
      ctx.state.route = { ...(ctx.state.route as DeclaredRoute), menu: first.menu, operation: opt };
      ok(ctx, recordOut(row), '操作成功!');
    },
  });
}
