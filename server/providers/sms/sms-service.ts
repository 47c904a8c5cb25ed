/**
 * SMS verification codes (registration, forgotten and changed passwords): hashed, expiring, single use, rate
 * limited per mobile, texted through the configured sender.
 */
import { Op, Sequelize } from 'sequelize';
import type { Database } from '../../db/database';
import type { ServerConfig } from '../../../config/server';
import { badRequest, HttpError, tooMany } from '../../http/envelope';
import { digest, newSmsCode, safeEqual } from '../../auth/secrets';
import type { SmsMessage, SmsSender } from './sms-sender';

/** What a caller hears when the provider did not take a platform text (a 503: the provider, not the request, failed). */
export const SMS_DELIVERY_FAILED = '短信发送失败，请稍后再试';

export type SmsPurpose = 'register' | 'forget' | 'password';

/**
 * Verification codes: stored hashed, expire, single use, one per mobile every 60 s and a daily cap,
 * wrong tries counted (the code dies after too many). Texts go out through the SMS sender (the local
 * outbox by default). A code is only ever in the text: callers answer the client without it. Codes belong
 * to a mobile number, not a company: no tenant scope here.
 */
export class SmsService {
  constructor(private db: Database, private settings: ServerConfig['sms'], private sender: SmsSender) {}

  /** Makes, stores and texts a code. Nothing of it goes back to the caller's client. */
  async sendCode(mobile: string, purpose: SmsPurpose): Promise<void> {
    const { SmsCode } = this.db.models;
    const now = Date.now();
    const last = await SmsCode.findOne({ where: { mobile, purpose }, order: [['id', 'DESC']] });
    if (last) {
      const waited = (now - new Date(last.crtTime).getTime()) / 1000;
      if (waited < this.settings.resendSeconds) {
        throw tooMany(`验证码发送过于频繁，请${Math.ceil(this.settings.resendSeconds - waited)}秒后再试`);
      }
    }
    const sentToday = await SmsCode.count({ where: { mobile, crtTime: { [Op.gt]: new Date(now - 24 * 3600 * 1000) } } });
    if (sentToday >= this.settings.dailyLimit) throw tooMany('今日验证码发送次数已达上限，请明天再试');
    const code = newSmsCode();
    const windowMs = this.settings.resendSeconds * 1000;
    let row;
    try {
      row = await SmsCode.create({
        mobile,
        purpose,
        sendSlot: `${mobile}:${purpose}:${Math.floor(now / windowMs)}`,
        codeHash: digest(`${mobile}:${code}`),
        crtTime: new Date(now),
        expiresAt: new Date(now + this.settings.codeTtlSeconds * 1000),
      });
    } catch (error) {
      if ((error as Error).name === 'SequelizeUniqueConstraintError') throw tooMany(`验证码发送过于频繁，请${this.settings.resendSeconds}秒后再试`);
      throw error;
    }
    const content = `您的验证码是${code}，${Math.round(this.settings.codeTtlSeconds / 60)}分钟内有效，请勿泄露。`;
    // A code the provider never took is removed: it cannot be used, and it neither blocks a retry nor counts for the day.
    await this.notify({ mobile, purpose, content, params: { code } }, () => SmsCode.destroy({ where: { id: row.id } }));
  }

  /** Checks and consumes a code. Throws the spec's message when it is wrong, used or expired. */
  async consumeCode(mobile: string, purpose: SmsPurpose, code: string, wrongMessage: string): Promise<void> {
    const { SmsCode } = this.db.models;
    const row = await SmsCode.findOne({ where: { mobile, purpose, usedAt: null }, order: [['id', 'DESC']] });
    if (!row || new Date(row.expiresAt).getTime() < Date.now()) throw badRequest('验证码已失效，请重新获取', ['phoneCode']);
    // A try is taken before the code is compared, as one conditional update: parallel guesses cannot all read
    // the same count. A right code spends its try too, but it is used up at once anyway.
    const tries = this.db.sequelize.getQueryInterface().quoteIdentifier('wrongTries');
    const [taken] = await SmsCode.update(
      { wrongTries: Sequelize.literal(`${tries} + 1`) },
      { where: { id: row.id, usedAt: null, wrongTries: { [Op.lt]: this.settings.maxWrongTries } } },
    );
    if (taken !== 1) {
      // Spent by guesses (before or beside this one) — or used meanwhile by the right code.
      const spent = row.wrongTries >= this.settings.maxWrongTries || !(await SmsCode.count({ where: { id: row.id, usedAt: { [Op.ne]: null } } }));
      throw badRequest(spent ? '验证码错误次数过多，请重新获取' : '验证码已失效，请重新获取', ['phoneCode']);
    }
    if (!safeEqual(row.codeHash, digest(`${mobile}:${code}`))) throw badRequest(wrongMessage, ['phoneCode']);
    const [claimed] = await SmsCode.update({ usedAt: new Date() }, { where: { id: row.id, usedAt: null } });
    if (claimed !== 1) throw badRequest('验证码已失效，请重新获取', ['phoneCode']);
  }

  /** Texts a message through the configured sender; a failure throws the provider's reason (a company's send records it). */
  async deliver(message: SmsMessage): Promise<void> {
    await this.sender.send(message);
  }

  /** Texts a platform message (a code, a generated password); a failure is a 503 with SMS_DELIVERY_FAILED, after `undo`. */
  async notify(message: SmsMessage, undo?: () => Promise<unknown>): Promise<void> {
    try {
      await this.sender.send(message);
    } catch (error) {
      await undo?.();
      if (process.env.NODE_ENV !== 'test') console.error(`[sms] ${message.purpose} to ${message.mobile} failed: ${(error as Error).message}`);
      throw new HttpError(503, SMS_DELIVERY_FAILED);
    }
  }
}
