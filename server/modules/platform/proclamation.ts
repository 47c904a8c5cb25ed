import type { Context } from 'koa';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import { conflict, ok } from '../../http/envelope';
import { toWire } from '../../http/format';
import { readId } from '../../engine/paging';

/**
 * 平台公告 (schemas/platform/proclamation.json): announcements operators write in the operator console and every
 * company reads (the ticker and the workbench's 通知公告 tab: `findNotice` and `list`, published ones only). A new
 * announcement is a draft until an operator publishes it; publishing stamps its publication time.
 */
async function publish(ctx: Context, { services, section }: HookContext) {
  const id = readId(ctx.params.id);
  // Only an announcement the caller's grant reaches (its row scope).
  const proclamations = services.data.caller(ctx, { sectionId: section.id });
  const row = await services.data.transaction(async () => {
    const found = await proclamations.get(id, '公告不存在', { lock: true });
    if (found.get('status') === 1) throw conflict('该公告已发布');
    return found.update({ status: 1, publishTime: new Date() });
  });
  ok(ctx, toWire(row.get({ plain: true })), '发布成功!');
}

export const proclamationHooks: SectionHooks = {
  handlers: { publish },
};
