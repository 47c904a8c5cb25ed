/** A block's buttons: 免费注册 / 立即试用 open registration in a new tab (spec doc 1 §2). */
export interface SiteAction {
  text: string;
  href: string;
  primary?: boolean;
  newTab?: boolean;
}

export default function Actions({ actions }: { actions?: SiteAction[] }) {
  if (!actions?.length) return null;
  return (
    <div className="site-actions">
      {actions.map((action) => (
        <a
          key={action.text}
          className={`site-btn site-btn-lg ${action.primary ? 'site-btn-primary' : 'site-btn-ghost'}`}
          href={action.href}
          {...(action.newTab ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {action.text}
        </a>
      ))}
    </div>
  );
}
