import type { SectionSpec, FieldSpec } from '../../engine/section-types';
import { compileValidator, type Validate } from '../../engine/validator';
import { formatDateTime } from '../../http/format';
import industries from '../../../schemas/_dict/industries.json';
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
  notMain: '只有企业主账号才能修改企业信息',
  notMainCertify: '只有企业主账号才能提交企业认证',
  nameLocked: '当前认证状态下不能修改企业名称',
  pending: '企业认证正在审核中，请勿重复提交',
  notCertifiable: '当前认证状态不能提交企业认证',
  badLogo: '请上传企业LOGO',
  badLicense: '请选择上传营业执照',
  updated: '修改成功!',
  submitted: '提交成功，请等待审核!',
};

/** The update form: the section's fields, industry limited to the 21 options of schemas/_dict/industries.json. */
export function companyValidators(section: SectionSpec): { update: Validate; certify: Validate } {
  const f = section.fields;
  const industry: FieldSpec = { ...f.industry, enum: industries };
  const update = compileValidator({
    fields: { logo: f.logo, companyName: f.companyName, industry, mobile: f.mobile, address: f.address, zipCode: f.zipCode },
    required: section.required,
  });
  // Certification: spec doc 1 §5 — businessLicense '请选择上传营业执照', companyName '请输入认证企业名称', in that order.
  const certifyName: FieldSpec = {
    ...f.companyName,
    messages: { ...f.companyName.messages, required: '请输入认证企业名称', minLength: '请输入认证企业名称' },
  };
  const certify = compileValidator({ fields: { businessLicense: f.businessLicense, companyName: certifyName }, required: ['businessLicense', 'companyName'] });
  return { update, certify };
}

/** The company as the page reads it, with what the caller may do. */
export function companyOut(company: Record<string, any>, accountId: number) {
  const status = Number(company.authenticationStatus);
  const isMainAccount = company.mainAccountId === accountId;
  return {
    id: company.id,
    logo: company.logo ?? null,
    companyName: company.companyName,
    industry: company.industry ?? null,
    mobile: company.mobile ?? null,
    province: company.province ?? null,
    city: company.city ?? null,
    county: company.county ?? null,
    regionCodes: regionCodesOut(company.regionCodes),
    address: company.address ?? null,
    zipCode: company.zipCode ?? null,
    businessLicense: company.businessLicense ?? null,
    authenticationStatus: status,
    isMainAccount: isMainAccount ? 1 : 0,
    nameEditable: NAME_EDITABLE.includes(status) ? 1 : 0,
    canCertify: isMainAccount && CERTIFIABLE.includes(status) ? 1 : 0,
    updTime: formatDateTime(company.updTime),
  };
}
