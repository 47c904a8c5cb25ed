/**
 * The rules of an SMS signature's name beyond its declared field (length and brackets are in
 * schemas/service/signatureManage.json): not an over-broad name, and no `test`. The list of over-broad names is
 * kept here and in docs/api.md; carriers refuse such signatures because they name no company, product or site.
 */
import { badRequest } from '../../http/envelope';

/** Names that identify nobody: the country, the state, generic nouns of business and messaging. */
export const OVER_BROAD_NAMES = [
  '中国', '中华', '国家', '政府', '全国', '官方', '公司', '企业', '集团', '商城', '平台', '系统',
  '短信', '验证码', '通知', '提醒', '客服', '服务', '会员', '银行', '公安', '法院',
] as const;

export const OVER_BROAD = '签名过于宽泛，请使用企业、产品或网站的名称';
export const NO_TEST = '签名不能包含test';

/** Refuses a name that is one of the over-broad names, or that contains `test` in any case. */
export function checkSignatureName(name: string): void {
  if ((OVER_BROAD_NAMES as readonly string[]).includes(name)) throw badRequest(OVER_BROAD, ['name']);
  if (/test/i.test(name)) throw badRequest(NO_TEST, ['name']);
}
