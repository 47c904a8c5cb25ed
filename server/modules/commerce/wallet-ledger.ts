import { Op, literal } from 'sequelize';
import type { Services } from '../../services';
import { conflict } from '../../http/envelope';
import { newFlowNo } from './order-numbers';

/** Ledger row types (TransactionFlow.type; labels in schemas/commerce/resources/transaction-flow.json). */
export const FLOW_TYPE = { topUp: 1, purchase: 2, transfer: 3 } as const;

export const INSUFFICIENT_BALANCE = '账户余额不足，请进行充值!';

export interface LedgerEntry {
  type: (typeof FLOW_TYPE)[keyof typeof FLOW_TYPE];
  /** Fen, positive. */
  amountFen: number;
  order?: { id: number; orderNo: string };
  transferId?: number;
  operator?: { accountId: number; name: string };
  remark?: string;
}

const wallets = (services: Services) => services.data.rows('Wallet');

/** The company's wallet row, made on first use (insert-or-ignore: two first uses at once make one row). */
async function ensureWallet(services: Services) {
  await wallets(services).bulkCreate([{ balance: 0 }], { ignoreDuplicates: true });
}

/** The company's balance in fen (0 before its first top-up). */
export async function balanceFen(services: Services): Promise<number> {
  const row = (await wallets(services).findOne({ attributes: ['balance'], raw: true })) as { balance: number | string } | null;
  return row ? Number(row.balance) : 0;
}

function requireTransaction(services: Services) {
  if (!wallets(services).withinTransaction()) throw new Error('a balance change must run inside a transaction with its ledger row');
}

async function writeLedger(services: Services, entry: LedgerEntry, signedFen: number) {
  const balanceAfter = await balanceFen(services);
  await services.data.rows('TransactionFlow').create({
    flowNo: newFlowNo(),
    type: entry.type,
    amount: signedFen,
    balanceAfter,
    orderId: entry.order?.id ?? null,
    orderNo: entry.order?.orderNo ?? null,
    transferId: entry.transferId ?? null,
    operatorId: entry.operator?.accountId ?? null,
    operatorName: entry.operator?.name ?? null,
    remark: entry.remark ?? null,
  });
  return balanceAfter;
}

/**
 * Adds to the company's balance and writes the ledger row, in the caller's transaction (the only ways a balance
 * changes are this and debitWallet). Answers the balance after, in fen.
 */
export async function creditWallet(services: Services, entry: LedgerEntry): Promise<number> {
  requireTransaction(services);
  if (!Number.isSafeInteger(entry.amountFen) || entry.amountFen <= 0) throw new Error(`credit of ${entry.amountFen} fen`);
  await ensureWallet(services);
  await wallets(services).update({ balance: literal(`balance + ${entry.amountFen}`) }, { where: {} });
  return writeLedger(services, entry, entry.amountFen);
}

/**
 * Takes from the company's balance and writes the ledger row, in the caller's transaction. One conditional UPDATE
 * (`balance >= amount`) decides: concurrent debits cannot take the balance below zero, whatever their order.
 * 409 with 账户余额不足 when it does not cover the amount.
 */
export async function debitWallet(services: Services, entry: LedgerEntry): Promise<number> {
  requireTransaction(services);
  if (!Number.isSafeInteger(entry.amountFen) || entry.amountFen < 0) throw new Error(`debit of ${entry.amountFen} fen`);
  if (entry.amountFen === 0) return writeLedger(services, entry, 0);
  const changed = await wallets(services).update(
    { balance: literal(`balance - ${entry.amountFen}`) },
    { where: { balance: { [Op.gte]: entry.amountFen } } },
  );
  if (!changed) throw conflict(INSUFFICIENT_BALANCE);
  return writeLedger(services, entry, -entry.amountFen);
}
