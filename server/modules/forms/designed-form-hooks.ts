/**
 * 表单设计 (section designedForm over DesignedForm): the generic list, get, create, update and delete with the design
 * checked on the way in, 发布 and 关闭 as declared transitions, the submissions of a form listed over FormSubmission
 * (formId required and the form within the caller's grant; department subtree and date filters) and its versions
 * over DesignedFormVersion, and the export (one sheet per version: submission-export.ts).
 */
import { Op, type WhereOptions } from 'sequelize';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import { designValues, readFormInput } from './form-input';
import { afterPublish, beforePublish } from './form-publish';
import { exportSubmissions } from './submission-export';
import { departWhere, reachableForm, submissionTimeWhere } from './submission-filters';

/** The rows of the submissions and versions calls: those of the named form (which the caller must reach). */
async function rowWhere(context: HookContext): Promise<WhereOptions> {
  if (context.operation === 'submissionList') {
    const form = await reachableForm(context);
    return { [Op.and]: [{ formId: form.get('id') }, ...(await departWhere(context.ctx, context.services)), ...submissionTimeWhere(context.ctx.query)] };
  }
  if (context.operation === 'submissionVersions') return { formId: (await reachableForm(context)).get('id') };
  return {};
}

/** Submission counts of the listed forms (one grouped count). */
async function decorate(rows: Record<string, any>[], { services }: HookContext) {
  if (!rows.length) return;
  const counts = await services.data.rows('FormSubmission').countBy(['formId'], { where: { formId: rows.map((row) => row.id) } });
  const byForm = new Map(counts.map((row) => [row.formId, Number(row.count)]));
  for (const row of rows) row.submissionCount = byForm.get(row.id) ?? 0;
}

export const designedFormHooks: SectionHooks = {
  readInput: readFormInput,
  beforeCreate: async (values, context) => ({ ...(await designValues(values, context)), status: 0, version: 0, pending: 1 }),
  beforeUpdate: async (row, values, context) => ({ ...(await designValues(values, context, row.get({ plain: true }))), pending: 1 }),
  afterDelete: async (row, { services }) => {
    await services.data.rows('DesignedFormAudience').destroy({ where: { formId: row.get('id') } });
  },
  beforeTransition: (row, values, context) => (context.operation === 'publish' ? beforePublish(row, values, context) : undefined),
  afterTransition: (row, input, context) => (context.operation === 'publish' ? afterPublish(row, input, context) : undefined),
  rowWhere,
  decorate,
  handlers: { submissionExport: (ctx, context) => exportSubmissions(ctx, { ...context, operation: 'submissionExport' }) },
};
