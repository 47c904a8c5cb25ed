/** The help center's blocks (spec doc 2 §2): /applicationHelpCenter and /helpDocument. */
import { SERVICE_CONTACT } from '../contact';

export function HelpCenter({ title, subtitle, serviceHours, servicePhone }: { title: string; subtitle?: string; serviceHours: string; servicePhone?: string }) {
  return (
    <section className="site-hero site-hero-small">
      <div className="site-container">
        <h1>{title}</h1>
        {subtitle && <p className="site-lead">{subtitle}</p>}
        <p className="site-muted">
          客服电话 {servicePhone ?? SERVICE_CONTACT.hotline}（{serviceHours}）
        </p>
      </div>
    </section>
  );
}

export function HelpDocument({ missingText }: { missingText: string }) {
  return (
    <section className="site-hero site-hero-small">
      <div className="site-container">
        <h1>{missingText}</h1>
        <p className="site-lead">
          <a href="/applicationHelpCenter">返回帮助中心</a>
        </p>
      </div>
    </section>
  );
}
