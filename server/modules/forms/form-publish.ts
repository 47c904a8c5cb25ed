/**
 * 表单设计's 发布 (a declared transition from any state to 1): the draft needs a field and an audience; the move writes
 * version n+1, and with it a DesignedFormVersion row (unique per form and version: of two racing publishes one is
 * 409), the audience rows rewritten, and a to-do to each member of the audience.
 */
import type { Context } from 'koa';
import type { HookContext } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { badRequest } from '../../http/envelope';
import { MESSAGE_CLASSIFY, sendMessages } from '../messages/send-messages';
import { audienceAccounts, checkAudience, isEmptyAudience, readAudience, writeAudienceRows } from './audience';

const actorOf = (ctx: Context) => ctx.state.actor as Actor;

/** Before the move: a field and an audience, then version n+1 (its row's unique index settles a race). */
export async function beforePublish(row: any, values: Record<string, any>, { services }: HookContext) {
  const form = row.get({ plain: true });
  if (!Object.keys(form.schema?.properties ?? {}).length) throw badRequest('请至少添加一个字段', [{ field: 'schema', message: '请至少添加一个字段' }]);
  if (isEmptyAudience(form.audience)) throw badRequest('请选择填写范围', [{ field: 'audience', message: '请选择填写范围' }]);
  await checkAudience(services, readAudience(form.audience));
  return { ...values, version: (form.version ?? 0) + 1 };
}

/** After the move: the version's row, the audience's rows, the members' to-dos. */
export async function afterPublish(moved: any, _input: Record<string, any>, { ctx, services }: HookContext) {
  const form = moved.get({ plain: true });
  await services.data.rows('DesignedFormVersion').create({ formId: form.id, version: form.version, name: form.name, description: form.description ?? null, schema: form.schema, uiSchema: form.uiSchema ?? {} });
  const audience = readAudience(form.audience);
  await writeAudienceRows(services, form.id, audience);
  const tenantId = actorOf(ctx).tenantId;
  await sendMessages(services, {
    tenantId,
    recipients: await audienceAccounts(services, tenantId, audience),
    classify: MESSAGE_CLASSIFY.todo,
    type: '表单',
    title: `请填写表单：${form.name}`,
    content: form.description || `${form.name}已发布，请及时填写`,
    ref: { type: 'designedForm', id: form.id },
  });
}
