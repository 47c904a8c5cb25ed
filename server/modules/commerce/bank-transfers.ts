import type { SectionHooks } from '../../engine/section-hooks';
import { badRequest } from '../../http/envelope';

/** BankTransfer.status (labels in schemas/commerce/resources/bank-transfer.json). */
export const TRANSFER_STATUS = { pending: 0, confirmed: 1, rejected: 2 } as const;

/** Today in Asia/Shanghai, YYYY-MM-DD. */
const shanghaiToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * 登记对公转账 (transferSave: the generic create of a BankTransfer row from its form, balance.json): the company records
 * a transfer it made, dated today at the latest; it waits (待确认) for an operator to confirm it arrived.
 */
function beforeTransferSave(values: Record<string, any>) {
  if (String(values.transferDate).slice(0, 10) > shanghaiToday()) throw badRequest('转账日期不能晚于今天', ['transferDate']);
  return { ...values, status: TRANSFER_STATUS.pending };
}

/** 余额管理's bank-transfer records (view 2): recorded by a generic create with this rule; exported by the declared export over BankTransfer (balance.json). */
export const bankTransferHooks: Pick<SectionHooks, 'beforeCreate'> = {
  beforeCreate: (values, { operation }) => (operation === 'transferSave' ? beforeTransferSave(values) : undefined),
};
