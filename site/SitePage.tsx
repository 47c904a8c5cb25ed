/** One public page: header, its blocks, footer and the service panel — or the blocks alone for a mobile browser. */
import ServicePanel from './layout/ServicePanel';
import SiteFooter from './layout/SiteFooter';
import SiteHeader from './layout/SiteHeader';
import { SITE_BLOCKS } from './kinds';
import type { SiteData } from './site-data';

export default function SitePage({ data }: { data: SiteData }) {
  const blocks = data.blocks.map(({ key, kind, ...content }) => {
    const Block = SITE_BLOCKS[kind];
    return <Block key={key} {...content} query={data.query} />;
  });
  if (data.bare) return <main className="site-main site-bare">{blocks}</main>;
  return (
    <>
      <SiteHeader nav={data.nav} status={data.page.nav} />
      <main className="site-main">{blocks}</main>
      <SiteFooter nav={data.nav} />
      <ServicePanel mobileUrl={data.mobileUrl} />
    </>
  );
}
