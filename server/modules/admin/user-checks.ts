/**
 * The checks 用户管理's writes share: the seat limit, a live department, grantable roles, and whether a mobile is a
 * new account or one that may be linked.
 */
import type { Services } from '../../services';
import { badRequest, conflict } from '../../http/envelope';

export const ALREADY_MEMBER = '该用户已是本企业成员';
export const REMOVED_MEMBER = '该用户已被移出企业，请在“已移除用户”中恢复';
export const ACCOUNT_EXISTS = '该云账号已存在，请选择“关联已有用户”方式添加';
export const NAME_MISMATCH = '云账号与用户名不匹配';
export const NO_DEPART = '所属部门不存在';

/** The seat limit: active members may not exceed sys_company.authorizationNumber (checked with the company row locked). */
export async function checkSeat(services: Services, tenantId: number, doing: '添加' | '恢复') {
  const company = await services.data.rows('Company').findById(tenantId, { attributes: ['id', 'authorizationNumber'], lock: true });
  const seats = Number(company?.authorizationNumber ?? 0);
  const used = await services.data.rows('Membership').count({ where: { status: 0 } });
  if (used >= seats) throw conflict(`授权用户数已满（已用 ${used}/授权 ${seats}），请购买更多授权后再${doing}`);
}

/**
 * A live department of the current company (another company's id reads as missing). Locked (FOR UPDATE on MySQL)
 * like the department's delete, which counts its members with the row locked: a member moved in while it is
 * deleted waits, then finds it gone, or makes the delete refuse.
 */
export async function checkDepart(services: Services, departId: number) {
  const depart = await services.data.section('depart').findOne({ where: { id: departId }, attributes: ['id'], lock: true });
  if (!depart) throw badRequest(NO_DEPART, ['departId']);
}

/** Roles that may be given by ticking them: the company's own custom roles (the administrator is the checkbox). */
export async function checkRoles(services: Services, roleIds: number[]) {
  if (!roleIds.length) return;
  const found = await services.data.rows('Role').count({ where: { id: roleIds, builtIn: 0 } });
  if (found !== roleIds.length) throw badRequest('角色不存在或已被删除', ['groupList']);
}

export const accountByMobile = (services: Services, mobile: string) =>
  services.data.rows('Account').findOne({ where: { mobile } });

/** This company's membership of an account, active or removed. */
export const membershipOf = (services: Services, accountId: number) =>
  services.data.rows('Membership').findOne({ where: { accountId } });

function refuseMember(membership: any) {
  if (!membership) return;
  throw conflict(membership.status === 0 ? ALREADY_MEMBER : REMOVED_MEMBER);
}

/** Add as a new user: the cloud account must not exist yet (otherwise link it). */
export async function checkNewAccount(services: Services, mobile: string) {
  const account = await accountByMobile(services, mobile);
  if (!account) return;
  refuseMember(await membershipOf(services, account.id));
  throw conflict(ACCOUNT_EXISTS);
}

/**
 * Link an existing user: the account exists, its name matches, and it is not in this company yet. "No such
 * account" and "another name" are one answer after the same work, so a caller learns whether the pair links and
 * nothing else (whether another company's mobile has an account is checkUsername's, rate limited).
 */
export async function checkLinkable(services: Services, mobile: string, name: string) {
  const account = await accountByMobile(services, mobile);
  if (!account || (account.name ?? '').trim() !== name.trim()) throw badRequest(NAME_MISMATCH, ['username', 'name']);
  refuseMember(await membershipOf(services, account.id));
  return account;
}
