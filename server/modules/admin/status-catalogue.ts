import { Op } from 'sequelize';
import type { SectionHooks, HookContext } from '../../engine/section-hooks';
import { conflict, ok } from '../../http/envelope';
import { toWire } from '../../http/format';

interface CatalogueOptions {
  /** The field that names an entry; unique within a company. */
  nameField: string;
  duplicate: (name: string) => string;
  /** Columns answered by findAllByStatus. */
  attributes: string[];
}

/**
 * A company's catalogue of named entries that are enabled or disabled (status 1 on, 0 off): notice
 * categories, schedule types. Names are unique within the company; `GET <base>/findAllByStatus` lists the
 * enabled entries to every member (the workbench's pickers), not only to those who may manage them.
 */
export function statusCatalogueHooks({ nameField, duplicate, attributes }: CatalogueOptions): SectionHooks {
  async function checkUnique(name: string | undefined, context: HookContext, selfId?: number) {
    if (name === undefined) return;
    const where: any = { [nameField]: name };
    if (selfId) where.id = { [Op.ne]: selfId };
    if (await context.services.data.section(context.section.id).count({ where })) throw conflict(duplicate(name));
  }
  return {
    beforeCreate: (values, context) => checkUnique(values[nameField], context),
    beforeUpdate: async (row, values, context) => {
      await checkUnique(values[nameField], context, row.id);
      // An update that only switches the status is logged as what it is.
      const { ctx } = context;
      if (Object.keys(values).join() === 'status' && ctx.state.route) ctx.state.route = { ...ctx.state.route, operation: values.status === 1 ? '启用' : '禁用' };
    },
    routes(table, services, section) {
      table.add({
        method: 'GET',
        path: `${section.api.base}/findAllByStatus`,
        object: 'session',
        action: 'read',
        handler: async (ctx) => {
          const rows = await services.data.section(section.id).findAll({ where: { status: 1 }, attributes: ['id', ...attributes], order: [['id', 'ASC']], raw: true });
          ok(ctx, rows.map((row: any) => toWire(row)));
        },
      });
    },
  };
}

export const noticeSettingHooks = statusCatalogueHooks({
  nameField: 'noticeType',
  duplicate: (name) => `分类名字“${name}”已存在`,
  attributes: ['noticeType', 'type', 'note', 'showInWidget', 'needApproval', 'status'],
});

export const scheduleSettingHooks = statusCatalogueHooks({
  nameField: 'typeName',
  duplicate: (name) => `类型名称“${name}”已存在`,
  attributes: ['typeName', 'note', 'status'],
});
