/**
 * What moves with an operator's review of a company's recorded bank transfer (确认到账 and 驳回 are declared
 * transitions of schemas/platform/transferReview.json: 待确认 → 已确认 or 已驳回, one conditional UPDATE each): a
 * confirmation credits the balance exactly once with a ledger row, in the same transaction of the transfer's company;
 * the recorder is told either way.
 */
import type { HookContext } from '../../engine/section-hooks';
import type { Actor } from '../../context/request-context';
import type { Services } from '../../services';
import { yuanOf } from '../../engine/money';
import { MESSAGE_CLASSIFY, sendMessages } from '../messages/send-messages';
import { creditWallet, FLOW_TYPE } from './wallet-ledger';
import { TRANSFER_STATUS } from './bank-transfers';

/** Tells the member who recorded the transfer what became of it (a reminder in the message panel). */
function tellRecorder(services: Services, row: Record<string, any>, content: string) {
  return sendMessages(services, { tenantId: Number(row.tenantId), recipients: [Number(row.crtUserId)], classify: MESSAGE_CLASSIFY.reminder, type: '余额管理', title: '对公转账', content, ref: { type: 'bankTransfer', id: row.id } });
}

/**
 * afterTransition of the review (in the move's transaction, in the transfer's company): 已确认 credits the amount to
 * the company's balance with a ledger row (type 3 对公转账, the transfer's id) — of two confirmations (a double click,
 * two operators) only the one whose UPDATE moved the row gets here, so the balance is credited once; 已驳回 credits
 * nothing. The recorder gets a reminder either way.
 */
export async function afterTransferReview(moved: any, _input: Record<string, any>, { ctx, services }: HookContext): Promise<void> {
  const row = moved.get({ plain: true });
  if (Number(row.status) === TRANSFER_STATUS.confirmed) {
    const actor = ctx.state.actor as Actor;
    await creditWallet(services, { type: FLOW_TYPE.transfer, amountFen: Number(row.amount), transferId: row.id, operator: { accountId: actor.accountId, name: actor.name }, remark: `对公转账 ${row.transferNo}` });
    await tellRecorder(services, row, `您登记的对公转账（流水号${row.transferNo}，${yuanOf(row.amount)!.toFixed(2)}元）已确认到账，已计入账户余额。`);
    return;
  }
  await tellRecorder(services, row, `您登记的对公转账（流水号${row.transferNo}）已被驳回：${row.reason}`);
}
