/**
 * The rule of section message (schemas/messages/message.json, `access: members`): a member's messages are the rows
 * they receive. Every generic read of the section (page, pageRead) sees only the caller's own; another member's, or
 * another company's, are not there.
 */
import type { SectionHooks } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';

export const messageHooks: SectionHooks = {
  rowWhere: ({ ctx }) => ({ accountId: (ctx.state.actor as Actor).accountId }),
};
