/**
 * Customer-service contacts shown on the registration pages. The spec withholds the real values
 * ({phone}, {email}); these are placeholders for the operator to replace.
 */
export const PRODUCT_NAME = '云商务平台';
export const LOW_CODE_NAME = '低代码平台';
export const SERVICE_PHONE = '400-000-0000';
export const SERVICE_QQ = '800000000';
/** Target of the "follow us on WeChat" QR code. */
export const SERVICE_WECHAT_URL = 'https://weixin.qq.com/';
