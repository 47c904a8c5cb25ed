import { history } from '@umijs/max';
import { message } from 'antd';
import { api, ApiError } from './request';

/** What entering an app needs: its catalogue name (the enter call's key) and address. */
export interface EnterableApp {
  appName: string;
  hrefUrl?: string | null;
}

/**
 * Opens an app (spec doc 1 §2 My Applications): the built-ins 通知公告 and 考勤 by route; any other app through the
 * enter call, which answers its address (opened in a new window) or why it cannot be entered; '开发中，敬请期待' when
 * it has no address. Used by 我的应用 and by an app's detail page (进入应用).
 */
export async function openApp(app: EnterableApp) {
  if (app.appName.includes('通知公告')) return history.push('/noticeManager');
  if (app.appName.includes('考勤')) return history.push('/merchantAttendance');
  if (!app.hrefUrl) return message.info('开发中，敬请期待');
  try {
    const res = await api.get<string>('/api/business/plt-user/beforeLogin', { name: app.appName, type: 0 }, { quiet: true });
    window.open(res.data, '_blank', 'noopener');
  } catch (error) {
    message.warning((error instanceof ApiError && error.body?.msg) || '操作失败');
  }
}
