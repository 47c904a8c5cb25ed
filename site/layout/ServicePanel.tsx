/**
 * The floating customer-service panel (spec doc 1 §1): the app QR code (qrcode.react, drawn as SVG on the server
 * too), the service WeChat, QQ and mail, and back to top. Each opens on hover or focus.
 */
import { QRCodeSVG } from 'qrcode.react';
import { SERVICE_CONTACT } from '../contact';
import { SiteIcon } from '../icons';

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
      <div className="site-service-item" tabIndex={0}>
        <SiteIcon name="message" size={22} />
        <span>微信</span>
        <div className="site-service-pop">
          <p>客服微信</p>
          <strong>{SERVICE_CONTACT.wechat}</strong>
        </div>
      </div>
      <div className="site-service-item" tabIndex={0}>
        <SiteIcon name="team" size={22} />
        <span>QQ</span>
        <div className="site-service-pop">
          <p>客服 QQ</p>
          <strong>{SERVICE_CONTACT.qq}</strong>
        </div>
      </div>
      <div className="site-service-item" tabIndex={0}>
        <SiteIcon name="file" size={22} />
        <span>邮箱</span>
        <div className="site-service-pop">
          <p>企业邮箱</p>
          <strong>{SERVICE_CONTACT.mail}</strong>
        </div>
      </div>
      <a className="site-service-item" href="#top" aria-label="回到顶部">
        <SiteIcon name="link" size={22} />
        <span>顶部</span>
      </a>
    </aside>
  );
}
