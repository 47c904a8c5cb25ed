import sitePageSchema from '../../schemas/_meta/site-page.schema.json';
import { ICON_NAMES } from '../../site/icons';
import { SITE_BLOCKS } from '../../site/kinds';
import { renderSiteHtml } from '../../server/site/render-site';
import type { SiteData } from '../../site/site-data';

/**
 * The public site's registry against its meta-schema: every kind a page file may name is drawn by a component and
 * every icon it may name is drawn; the rendered answer cannot be broken out of by an operator's or a file's text.
 */
test('every block kind of site-page.schema.json has a component, and no component is unreachable', () => {
  expect(Object.keys(SITE_BLOCKS).sort()).toEqual([...sitePageSchema.definitions.block.properties.kind.enum].sort());
});

test('every icon a featureGrid may name is drawn', () => {
  const icon = sitePageSchema.definitions.featureGrid.properties.items.items.properties.icon as { enum: string[] };
  expect([...ICON_NAMES].sort()).toEqual([...icon.enum].sort());
});

describe('renderSiteHtml', () => {
  const evil = '</script><script>alert(1)</script><!--';
  const data: SiteData = {
    page: { id: 'yuncrm', title: evil, route: '/yuncrm', nav: 1 },
    query: {},
    blocks: [{ key: 'hero', kind: 'hero', title: evil, subtitle: '"><img src=x onerror=alert(1)>' }],
    nav: [{ key: 'home', title: '首页', route: '/' }],
    bare: false,
    mobileUrl: 'http://example.com/phoneRegister',
  };
  const html = renderSiteHtml(data, { title: evil, description: '"><script>', canonical: 'http://example.com/yuncrm', origin: 'http://example.com' }, '/site/site.0123456789ab.js');

  it('escapes texts in the head, the body and the embedded data', () => {
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('<title>&lt;/script&gt;');
  });

  it('links the built script and marks the page\'s Status in the navigation', () => {
    expect(html).toContain('<script src="/site/site.0123456789ab.js" defer></script>');
    expect(html).toContain('data-status="0"');
  });
});
