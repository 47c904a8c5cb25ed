/**
 * An operation's `parent` (schemas/_meta/section.schema.json): the rows under one parent row that the path names,
 * e.g. 用户管理's `userList/:departId`, the members directly in one department.
 */
import type { Context } from 'koa';
import type { WhereOptions } from 'sequelize';
import type { Services } from '../services';
import { notFound } from '../http/envelope';
import { readId } from './paging';
import type { OperationSpec, SectionSpec } from './section-types';

/** The rows' condition `{field: id}`; 400 when the path's value is no id, 404 when no live parent row of the caller's company has it. */
export async function parentWhere(ctx: Context, services: Services, section: SectionSpec, spec: OperationSpec | undefined): Promise<WhereOptions> {
  if (!spec?.parent) return {};
  const { field, missingMessage } = spec.parent;
  const id = readId(ctx.params[field], undefined, field);
  // The target's model carries the tenant scope and soft delete: another company's or a deleted row is not found.
  if (!(await services.db.models[section.fields[field].target!].count({ where: { id } }))) throw notFound(missingMessage);
  return { [field]: id };
}
