import { PhoneOutlined, WechatOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { SERVICE_PHONE, SERVICE_WECHAT_URL } from '@/constants/service';
import type { BlockProps } from '../types';
import styles from './workbench.less';

/** The `support` block: the WeChat follow QR and the support phone. */
export default function SupportBlock({ block }: BlockProps) {
  return (
    <Card variant="borderless" title={block.title}>
      <div className={styles.support}>
        <QRCodeSVG value={SERVICE_WECHAT_URL} size={96} className={styles.qr} />
        <div className={styles.supportText}>
          <div>
            <WechatOutlined className={styles.wechat} /> 扫码关注微信公众号
          </div>
          <div className={styles.supportHint}>获取产品动态与使用帮助</div>
          <div className={styles.phoneLabel}>
            <PhoneOutlined /> 客服电话
          </div>
          <div className={styles.phone}>{SERVICE_PHONE}</div>
        </div>
      </div>
    </Card>
  );
}
