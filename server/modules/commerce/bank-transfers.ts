import type { Context } from 'koa';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';
import { badRequest } from '../../http/envelope';
import { toWire, formatDateTime } from '../../http/format';
import { yuanOf } from '../../engine/money';
import { EXPORT_PAGE_ROWS, sendXlsx } from '../../engine/xlsx-export';

/** BankTransfer.status (labels in schemas/commerce/resources/bank-transfer.json). */
export const TRANSFER_STATUS = { pending: 0, confirmed: 1, rejected: 2 } as const;

/** Today in Asia/Shanghai, YYYY-MM-DD. */
const shanghaiToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** A transfer row on the wire: money in yuan, Shanghai dates, no tenant. */
export function transferWire(row: any) {
  const out = toWire(typeof row?.get === 'function' ? row.get({ plain: true }) : { ...row });
  delete out.tenantId;
  out.amount = yuanOf(out.amount);
  return out;
}

/**
 * 登记对公转账 (transferSave: the generic create of a BankTransfer row from its form, balance.json): the company records
 * a transfer it made, dated today at the latest; it waits (待确认) for an operator to confirm it arrived.
 */
function beforeTransferSave(values: Record<string, any>) {
  if (String(values.transferDate).slice(0, 10) > shanghaiToday()) throw badRequest('转账日期不能晚于今天', ['transferDate']);
  return { ...values, status: TRANSFER_STATUS.pending };
}

/** 导出: the company's transfer records (the list's filters) as xlsx. */
async function transferExport(ctx: Context, { services, section }: HookContext) {
  const spec = services.db.specs.BankTransfer;
  const filters = section.api.operations?.transferList?.resource?.filters ?? {};
  const labels = (spec.fields.status.enumNames ?? []) as string[];
  const statusOf = (value: number) => labels[(spec.fields.status.enum ?? []).indexOf(value)] ?? String(value);
  async function* pages() {
    const transfers = services.data.rows('BankTransfer');
    const where = transfers.searchWhere({ id: spec.name, fields: spec.fields, filters, search: [] } as any, ctx.query);
    const read = { where, order: [['crtTime', 'DESC'], ['id', 'DESC']] as [string, string][], pageSize: EXPORT_PAGE_ROWS };
    for await (const rows of transfers.pages(read)) {
      yield rows.map((row) => ({ ...transferWire(row), status: statusOf(row.status), crtTime: formatDateTime(row.crtTime) }));
    }
  }
  await sendXlsx(ctx, services, { fileName: '对公转账记录', columns: TRANSFER_COLUMNS, pages });
}

const TRANSFER_COLUMNS = [
  { field: 'transferNo', title: '转账流水号', width: 24 },
  { field: 'bankName', title: '付款银行', width: 20 },
  { field: 'accountNo', title: '付款账号', width: 24 },
  { field: 'amount', title: '转账金额(元)', width: 14 },
  { field: 'transferDate', title: '转账日期', width: 14 },
  { field: 'crtTime', title: '登记时间', width: 22 },
  { field: 'crtUserName', title: '登记人', width: 12 },
  { field: 'status', title: '状态', width: 10 },
  { field: 'reason', title: '驳回原因', width: 30 },
];

/** 余额管理's bank-transfer records (view 2): recorded (a generic create with this rule) and exported by the company with the section's grants. */
export const bankTransferHooks: Pick<SectionHooks, 'beforeCreate'> = {
  beforeCreate: (values, { operation }) => (operation === 'transferSave' ? beforeTransferSave(values) : undefined),
};
export const bankTransferHandlers: NonNullable<SectionHooks['handlers']> = { transferExport };
