/**
 * The company's 通知公告 switch: with notices turned off in its settings, every notice call is refused with 409.
 */
import type { Services } from '../../services';
import { conflict } from '../../http/envelope';

export const NOTICE_OFF_MESSAGE = '通知公告功能已关闭，请联系管理员在通知公告设置中开启';

/** The company's 通知公告 feature switch (plt-setting noticeType: 0 on, 1 off): off refuses every notice call with 409. */
export async function requireNoticesOn(services: Services): Promise<void> {
  const setting = (await services.data.rows('Setting').findOne({ attributes: ['noticeType'], raw: true })) as { noticeType: number } | null;
  if (setting?.noticeType === 1) throw conflict(NOTICE_OFF_MESSAGE);
}
