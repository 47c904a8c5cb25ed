/**
 * The floating customer-service panel (spec doc 1 §1): the app QR code (qrcode.react, drawn as SVG on the server
 * too), the service WeChat, QQ and mail, and back to top. Each opens on hover or focus.
 */
import { QRCodeSVG } from 'qrcode.react';
import { SERVICE_CONTACT } from '../contact';
import { SiteIcon } from '../icons';

const CONTACTS = [
  { label: '微信', icon: 'message', title: '客服微信', value: SERVICE_CONTACT.wechat },
  { label: 'QQ', icon: 'team', title: '客服 QQ', value: SERVICE_CONTACT.qq },
  { label: '邮箱', icon: 'file', title: '企业邮箱', value: SERVICE_CONTACT.mail },
];

export default function ServicePanel({ mobileUrl }: { mobileUrl: string }) {
  return (
    <aside className="site-service" aria-label="在线客服">
      <div className="site-service-item" tabIndex={0}>
        <SiteIcon name="phone" size={22} />
        <span>App</span>
        <div className="site-service-pop">
          <QRCodeSVG value={mobileUrl} size={120} level="M" />
          <p>手机扫码，随时随地办公</p>
        </div>
      </div>
      {CONTACTS.map((contact) => (
        <div key={contact.label} className="site-service-item" tabIndex={0}>
          <SiteIcon name={contact.icon} size={22} />
          <span>{contact.label}</span>
          <div className="site-service-pop">
            <p>{contact.title}</p>
            <strong>{contact.value}</strong>
          </div>
        </div>
      ))}
      <a className="site-service-item" href="#top" aria-label="回到顶部">
        <SiteIcon name="link" size={22} />
        <span>顶部</span>
      </a>
    </aside>
  );
}
