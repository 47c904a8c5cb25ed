/**
 * The body of POST /api/sms/send and the parameters of the template it names: templateCode, 1–100 mainland mobiles
 * (no repeats), params matching the template's variables exactly (a verification code is 1–6 letters or digits), an
 * optional signName. Bad input is a 400 with a Chinese message and the field, before anything is written.
 */
import { badRequest } from '../../http/envelope';
import { TEMPLATE_TYPE, templateVariables } from './sms-template-rules';

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const MAX_MOBILES = 100;
/** The longest value of a notice template's variable. */
export const MAX_PARAM_LENGTH = 30;

export interface SendInput {
  templateCode: string;
  mobiles: string[];
  params: Record<string, unknown>;
  signName?: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body's shape: what is checked before the company's signatures and templates are read. */
export function readSendInput(body: unknown): SendInput {
  const input = isPlainObject(body) ? body : {};
  const { templateCode, mobiles, params = {}, signName } = input;
  if (typeof templateCode !== 'string' || !templateCode.trim()) throw badRequest('请填写模板编号', ['templateCode']);
  if (!Array.isArray(mobiles) || mobiles.length === 0) throw badRequest('请填写手机号码', ['mobiles']);
  if (mobiles.length > MAX_MOBILES) throw badRequest(`一次最多发送${MAX_MOBILES}个手机号码`, ['mobiles']);
  const wrong = mobiles.find((mobile) => typeof mobile !== 'string' || !MOBILE_PATTERN.test(mobile));
  if (wrong !== undefined) throw badRequest(`手机号输入有误：${String(wrong).slice(0, 20)}`, ['mobiles']);
  if (new Set(mobiles).size !== mobiles.length) throw badRequest('手机号码不能重复', ['mobiles']);
  if (!isPlainObject(params)) throw badRequest('模板参数格式不正确', ['params']);
  if (signName !== undefined && signName !== null && (typeof signName !== 'string' || !signName.trim())) throw badRequest('签名格式不正确', ['signName']);
  return { templateCode: templateCode.trim(), mobiles: mobiles as string[], params, signName: typeof signName === 'string' ? signName.trim() : undefined };
}

/**
 * The template's text with its variables filled: every variable given, none more; values are text or numbers; a
 * verification code is 1–6 letters or digits, another value at most MAX_PARAM_LENGTH characters.
 */
export function fillTemplate(template: { type: number; templateText: string }, params: Record<string, unknown>): string {
  const variables = templateVariables(template.templateText);
  const missing = variables.find((name) => params[name] === undefined || params[name] === null || String(params[name]).trim() === '');
  if (missing) throw badRequest(`缺少模板参数：${missing}`, ['params']);
  const extra = Object.keys(params).find((name) => !variables.includes(name));
  if (extra) throw badRequest(`模板中没有参数：${extra.slice(0, 30)}`, ['params']);
  const values: Record<string, string> = {};
  for (const name of variables) {
    const value = params[name];
    if (typeof value !== 'string' && typeof value !== 'number') throw badRequest(`模板参数${name}须为文字或数字`, ['params']);
    values[name] = String(value).trim();
    if (Number(template.type) === TEMPLATE_TYPE.code && name === 'code') {
      if (!/^[A-Za-z0-9]{1,6}$/.test(values[name])) throw badRequest('验证码须为1-6位字母或数字', ['params']);
    } else if (values[name].length > MAX_PARAM_LENGTH) {
      throw badRequest(`模板参数${name}不能超过${MAX_PARAM_LENGTH}个字符`, ['params']);
    }
  }
  return template.templateText.replace(/\$\{([A-Za-z][A-Za-z0-9_]{0,29})\}/g, (_, name: string) => values[name]);
}
