/**
 * The public site's footer under the console's sign-in and registration pages (spec doc 1 §2: the footer shows on
 * these and is hidden on the merchant, management, attendance and notice pages). The same component as the site's
 * (site/layout/SiteFooter.tsx), fed the site's navigation from site/nav.generated.json (npm run site:nav).
 */
import SiteFooter from '../../site/layout/SiteFooter';
import siteNav from '../../site/nav.generated.json';
import '../../site/layout/site-footer.css';

export default function ConsoleSiteFooter() {
  return <SiteFooter nav={siteNav} />;
}
