/**
 * An operator's review of a company's recorded bank transfer: 确认到账 credits the balance exactly once, 驳回 records
 * the reason; the recorder is told either way.
 */
import type { Services } from '../../services';
import { asSystem, asTenant } from '../../context/request-context';
import { conflict, notFound } from '../../http/envelope';
import { yuanOf } from '../../engine/money';
import { MESSAGE_CLASSIFY, sendMessages } from '../messages/send-messages';
import { creditWallet, FLOW_TYPE } from './wallet-ledger';
import { TRANSFER_STATUS } from './bank-transfers';

export const ALREADY_REVIEWED = '该转账记录已处理，请勿重复操作';

export interface Reviewer {
  accountId: number;
  name: string;
}

/** A recorded transfer of whichever company (operators review them all), with its tenantId. */
async function recorded(services: Services, id: number) {
  // asSystem: an operator reviews the transfer records of every company; the row says whose it is.
  const row = (await asSystem(() => services.data.rows('BankTransfer').findById(id, { raw: true }))) as Record<string, any> | null;
  if (!row) throw notFound('转账记录不存在');
  if (Number(row.status) !== TRANSFER_STATUS.pending) throw conflict(ALREADY_REVIEWED);
  return row;
}

/** Tells the member who recorded the transfer what became of it (a reminder in the message panel). */
function tellRecorder(services: Services, row: Record<string, any>, content: string) {
  return sendMessages(services, { tenantId: Number(row.tenantId), recipients: [Number(row.crtUserId)], classify: MESSAGE_CLASSIFY.reminder, type: '余额管理', title: '对公转账', content, ref: { type: 'bankTransfer', id: row.id } });
}

/**
 * 确认到账: the transfer moves 待确认 → 已确认 by one conditional UPDATE and its amount is credited to the company's
 * balance with a ledger row (type 3 对公转账, the transfer's id), in one transaction of that company: of two
 * confirmations (a double click, two operators) exactly one credits; the other is 409.
 */
export async function confirmTransfer(services: Services, id: number, reviewer: Reviewer): Promise<void> {
  const row = await recorded(services, id);
  await asTenant(Number(row.tenantId), () =>
    services.data.transaction(async () => {
      const changed = await services.data.rows('BankTransfer').update({ status: TRANSFER_STATUS.confirmed, reviewer: reviewer.name, reviewTime: new Date() }, { where: { id, status: TRANSFER_STATUS.pending } });
      if (changed !== 1) throw conflict(ALREADY_REVIEWED);
      await creditWallet(services, { type: FLOW_TYPE.transfer, amountFen: Number(row.amount), transferId: id, operator: reviewer, remark: `对公转账 ${row.transferNo}` });
      await tellRecorder(services, row, `您登记的对公转账（流水号${row.transferNo}，${yuanOf(row.amount)!.toFixed(2)}元）已确认到账，已计入账户余额。`);
    }),
  );
}

/** 驳回: 待确认 → 已驳回 with the reason the company sees; nothing is credited. */
export async function rejectTransfer(services: Services, id: number, reason: string, reviewer: Reviewer): Promise<void> {
  const row = await recorded(services, id);
  await asTenant(Number(row.tenantId), () =>
    services.data.transaction(async () => {
      const changed = await services.data.rows('BankTransfer').update(
        { status: TRANSFER_STATUS.rejected, reason, reviewer: reviewer.name, reviewTime: new Date() },
        { where: { id, status: TRANSFER_STATUS.pending } },
      );
      if (changed !== 1) throw conflict(ALREADY_REVIEWED);
      await tellRecorder(services, row, `您登记的对公转账（流水号${row.transferNo}）已被驳回：${reason}`);
    }),
  );
}
