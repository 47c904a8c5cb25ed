import { regionCodesOut } from '../regions/region-codes';

/**
 * Company authenticationStatus (spec doc 2 §4): 0 not certified, 1 certified, 2 rejected (reason shown),
 * 3 no banner, 4 submitted and awaiting review.
 */
export const STATUS = { NONE: 0, CERTIFIED: 1, REJECTED: 2, QUIET: 3, PENDING: 4 } as const;

/** Certification may be submitted from these (1 for changes, 2 after a rejection). */
export const CERTIFIABLE: number[] = [STATUS.NONE, STATUS.CERTIFIED, STATUS.REJECTED];
/** The company name may change only in these. */
export const NAME_EDITABLE: number[] = [STATUS.NONE, STATUS.CERTIFIED];

export const MESSAGES = {
  nameLocked: '当前认证状态下不能修改企业名称',
  pending: '企业认证正在审核中，请勿重复提交',
  notCertifiable: '当前认证状态不能提交企业认证',
};

/** Optional profile fields an empty value clears. */
export const CLEARABLE_FIELDS = ['logo', 'address', 'zipCode'] as const;

/**
 * Derived fields of the company on its way out (the section's `decorate` hook): the region chain as codes, what
 * the caller may do (main account, name editable, may certify); the main account's id stays on the server.
 */
export function decorateCompany(rows: Record<string, any>[], accountId: number): void {
  for (const row of rows) {
    const status = Number(row.authenticationStatus);
    const isMainAccount = row.mainAccountId === accountId;
    row.regionCodes = regionCodesOut(row.regionCodes);
    for (const name of ['logo', 'industry', 'mobile', 'province', 'city', 'county', 'address', 'zipCode', 'businessLicense']) row[name] ??= null;
    row.authenticationStatus = status;
    row.isMainAccount = isMainAccount ? 1 : 0;
    row.nameEditable = NAME_EDITABLE.includes(status) ? 1 : 0;
    row.canCertify = isMainAccount && CERTIFIABLE.includes(status) ? 1 : 0;
    delete row.mainAccountId;
  }
}
