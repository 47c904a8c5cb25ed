/**
 * Hooks of a company's enabled/disabled catalogue (notice categories, schedule types): names unique per company,
 * and findAllByStatus for every member's pickers.
 */
import { Op } from 'sequelize';
import type { SectionHooks, HookContext } from '../../engine/section-hooks';
import { conflict } from '../../http/envelope';

interface CatalogueOptions {
  /** The field that names an entry; unique within a company. */
  nameField: string;
  duplicate: (name: string) => string;
}

/**
 * A company's catalogue of named entries that are enabled or disabled (status 1 on, 0 off): notice
 * categories, schedule types. Names are unique within the company. `GET <base>/findAllByStatus`, which lists the
 * enabled entries to every member (the workbench's pickers), is declared in the section file (`readBy: members`).
 */
export function statusCatalogueHooks({ nameField, duplicate }: CatalogueOptions): SectionHooks {
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
  };
}

export const noticeSettingHooks = statusCatalogueHooks({
  nameField: 'noticeType',
  duplicate: (name) => `分类名字“${name}”已存在`,
});

export const scheduleSettingHooks = statusCatalogueHooks({
  nameField: 'typeName',
  duplicate: (name) => `类型名称“${name}”已存在`,
});
