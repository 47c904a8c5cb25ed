import type { Transaction } from 'sequelize';
import type { Services } from '../../services';
import { asSystem } from '../../context/request-context';
import { badRequest, conflict } from '../../http/envelope';

export const ALREADY_MEMBER = '该用户已是本企业成员';
export const REMOVED_MEMBER = '该用户已被移出企业，请在“已移除用户”中恢复';
export const ACCOUNT_EXISTS = '该云账号已存在，请选择“关联已有用户”方式添加';
export const NO_ACCOUNT = '云账号不存在，请选择“新建用户”方式添加';
export const NAME_MISMATCH = '云账号与用户名不匹配';
export const NO_DEPART = '所属部门不存在';

/** The seat limit: active members may not exceed sys_company.authorizationNumber (checked with the company row locked). */
export async function checkSeat(services: Services, tenantId: number, transaction: Transaction, doing: '添加' | '恢复') {
  // asSystem: the own company's sys_company row; can go once Company is scoped by id (applyTenantScope(Company, { column: 'id' })).
  const company = await asSystem(() =>
    services.db.models.Company.findByPk(tenantId, { attributes: ['id', 'authorizationNumber'], transaction, lock: transaction.LOCK.UPDATE }),
  );
  const seats = Number((company as any)?.authorizationNumber ?? 0);
  const used = await services.db.models.Membership.count({ where: { status: 0 }, transaction });
  if (used >= seats) throw conflict(`授权用户数已满（已用 ${used}/授权 ${seats}），请购买更多授权后再${doing}`);
}

/** A live department of the current company (another company's id reads as missing). */
export async function checkDepart(services: Services, departId: number, transaction?: Transaction) {
  const depart = await services.db.sections.depart.findOne({ where: { id: departId }, attributes: ['id'], transaction });
  if (!depart) throw badRequest(NO_DEPART, ['departId']);
}

/** Roles that may be given by ticking them: the company's own custom roles (the administrator is the checkbox). */
export async function checkRoles(services: Services, roleIds: number[], transaction?: Transaction) {
  if (!roleIds.length) return;
  const found = await services.db.models.Role.count({ where: { id: roleIds, builtIn: 0 }, transaction });
  if (found !== roleIds.length) throw badRequest('角色不存在或已被删除', ['groupList']);
}

export const accountByMobile = (services: Services, mobile: string, transaction?: Transaction) =>
  // asSystem: accounts span companies (sys_account is not tenant-scoped, so this asSystem is a no-op that can go).
  asSystem(() => services.db.models.Account.findOne({ where: { mobile }, transaction }));

/** This company's membership of an account, active or removed. */
export const membershipOf = (services: Services, accountId: number, transaction?: Transaction) =>
  services.db.models.Membership.findOne({ where: { accountId }, transaction });

function refuseMember(membership: any) {
  if (!membership) return;
  throw conflict(membership.status === 0 ? ALREADY_MEMBER : REMOVED_MEMBER);
}

/** Add as a new user: the cloud account must not exist yet (otherwise link it). */
export async function checkNewAccount(services: Services, mobile: string, transaction?: Transaction) {
  const account = await accountByMobile(services, mobile, transaction);
  if (!account) return;
  refuseMember(await membershipOf(services, account.id, transaction));
  throw conflict(ACCOUNT_EXISTS);
}

/** Link an existing user: the account exists, its name matches, and it is not in this company yet. */
export async function checkLinkable(services: Services, mobile: string, name: string, transaction?: Transaction) {
  const account = await accountByMobile(services, mobile, transaction);
  if (!account) throw badRequest(NO_ACCOUNT, ['username']);
  if ((account.name ?? '').trim() !== name.trim()) throw badRequest(NAME_MISMATCH, ['name']);
  refuseMember(await membershipOf(services, account.id, transaction));
  return account;
}
