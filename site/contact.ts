/** The vendor's service contacts: the floating service panel, the footer and the help center show them. */
export const SERVICE_CONTACT = {
  hotline: '400-820-1688',
  wechat: 'yunshangwu-kf',
  qq: '800 820 168',
  mail: 'service@yunshangwu.com.cn',
  address: '上海市闵行区东川路 555 号 云商务大厦 6 楼',
  hours: '周一至周五 8:30-18:00，周六 8:30-12:00',
} as const;

export const SITE_NAME = '云商务平台';
