/**
 * The rules of an SMS template's content (schemas/service/templateManager.json declares lengths and messages):
 * variables are written `${name}`; a verification-code template carries exactly the variable `${code}`; a notice
 * template may not carry marketing, loan, lottery, financial or real-estate content (a documented keyword list,
 * also in docs/api.md).
 */
import { badRequest } from '../../http/envelope';

export const TEMPLATE_TYPE = { notice: 0, code: 1 } as const;

/** Forbidden content of notice templates, by the category the refusal names. */
export const FORBIDDEN_CONTENT: Record<string, readonly string[]> = {
  营销: ['优惠', '促销', '折扣', '特价', '抢购', '秒杀', '红包', '优惠券', '领券', '满减', '大促', '退订'],
  贷款: ['贷款', '借款', '放款', '下款', '网贷', '额度', '分期', '套现'],
  抽奖: ['抽奖', '中奖', '奖品', '大转盘', '开奖'],
  金融: ['理财', '投资', '收益', '股票', '基金', '期货', '外汇', '炒股', '数字货币', '虚拟币'],
  房地产: ['楼盘', '房源', '售楼', '购房', '买房', '首付', '开盘', '房产'],
};

const VARIABLE = /\$\{([A-Za-z][A-Za-z0-9_]{0,29})\}/g;
export const BAD_VARIABLE = '模板变量格式不正确，请使用${变量名}，变量名以字母开头';
export const CODE_ONLY = '验证码模板只能包含变量${code}';
export const CODE_NEEDED = '验证码模板须包含变量${code}';

/** The variables a content names, in order of first appearance; a `${` that is not a well-formed variable is refused. */
export function templateVariables(text: string): string[] {
  const withoutVariables = text.replace(VARIABLE, '');
  if (withoutVariables.includes('${')) throw badRequest(BAD_VARIABLE, ['templateText']);
  return [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1]))];
}

/** Refuses content a template of this type may not carry. */
export function checkTemplateContent(type: number, text: string): void {
  const variables = templateVariables(text);
  if (type === TEMPLATE_TYPE.code) {
    if (variables.some((name) => name !== 'code')) throw badRequest(CODE_ONLY, ['templateText']);
    if (!variables.includes('code')) throw badRequest(CODE_NEEDED, ['templateText']);
    return;
  }
  for (const [category, words] of Object.entries(FORBIDDEN_CONTENT)) {
    const word = words.find((candidate) => text.includes(candidate));
    if (word) throw badRequest(`模板内容不能包含${category}类内容（“${word}”），仅验证码模板不受此限`, ['templateText']);
  }
}

