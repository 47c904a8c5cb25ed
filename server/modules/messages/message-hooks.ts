/**
 * The rules of section message (schemas/messages/message.json, `access: members`): a member's messages are the rows
 * they receive. Every generic read of the section (selectTaskCount, selectApps, page, pageRead) and its transitions
 * (mark: 0 → 1 with readTime, again is no change; markAll: every unread one the query's classify and type name) see
 * only the caller's own; another member's, or another company's, are not there. Messages marked read drop the
 * member's cached unread count.
 */
import type { SectionHooks } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import { forgetUnread } from './unread-count';

const actorOf = (ctx: { state: { actor?: unknown } }) => ctx.state.actor as Actor;

export const messageHooks: SectionHooks = {
  rowWhere: ({ ctx }) => ({ accountId: actorOf(ctx).accountId }),
  afterTransition: (_row, _input, { ctx, services }) => forgetUnread(services, actorOf(ctx).tenantId, [actorOf(ctx).accountId]),
};
