/**
 * 站点内容 (schemas/platform/siteContent.json): the public site's texts, images and HTML as operators change them.
 * Every string of the site's page files is a row (inserted at startup, ignoring the rows there); an operator's
 * save marks it edited and the page renderer serves it; 恢复默认 (a declared transition) unmarks it, and an
 * unedited row always shows what the page file now says. Its images are served to anyone from /api/site/image/{name}
 * while an edited row shows them (the section's declared file read `image`).
 */
import type { Services } from '../../services';
import type { SectionHooks } from '../../engine/section-hooks';
import { PLATFORM_FILE_URL_PREFIX } from '../../providers/storage/upload-service';
import { siteTexts, TEXT_KIND, type SiteEdit, type SiteText } from '../../site/site-texts';

const VALUE_FIELD = { [TEXT_KIND.text]: 'text', [TEXT_KIND.image]: 'image', [TEXT_KIND.html]: 'html' } as const;

const publicPages = (services: Services) => services.areas.filter((area) => area.domain === 'public').flatMap((area) => area.sitePages);

const textKey = (row: { pageId: string; blockKey: string; path: string }) => `${row.pageId}\u0000${row.blockKey}\u0000${row.path}`;

/** The page files' strings by page, block and pointer (built per loaded set of areas). */
const byAreas = new WeakMap<object, Map<string, SiteText>>();
function fileTexts(services: Services): Map<string, SiteText> {
  let texts = byAreas.get(services.areas);
  if (!texts) {
    texts = new Map(publicPages(services).flatMap(siteTexts).map((text) => [textKey({ ...text, pageId: text.page }), text]));
    byAreas.set(services.areas, texts);
  }
  return texts;
}

/** Startup: a row for every string of the page files; the titles and labels follow the files. */
export async function syncSiteContent(services: Services): Promise<void> {
  const rows = [...fileTexts(services).values()].map((text) => ({
    pageId: text.page,
    pageTitle: text.pageTitle,
    blockKey: text.blockKey,
    path: text.path,
    label: text.label,
    kind: text.kind,
    [VALUE_FIELD[text.kind]]: text.value,
    edited: 0,
    crtUserName: '平台运营',
    updUserName: '平台运营',
  }));
  if (rows.length) await services.data.section('siteContent').bulkCreate(rows, { updateOnDuplicate: ['pageTitle', 'label', 'updTime'] });
}

/** Where the public pages read an image an operator uploaded for them (the platform's own file urls need a session). */
export const SITE_IMAGE_PREFIX = '/api/site/image';

const publicImageUrl = (url: string) => (url.startsWith(`${PLATFORM_FILE_URL_PREFIX}/`) ? `${SITE_IMAGE_PREFIX}/${url.slice(PLATFORM_FILE_URL_PREFIX.length + 1)}` : url);

/** The edits a page is served with; an uploaded image by its public address. */
export async function siteEdits(services: Services, page: string): Promise<SiteEdit[]> {
  const rows = (await services.data.section('siteContent').findAll({ where: { pageId: page, edited: 1 }, raw: true })) as any[];
  return rows
    .map((row) => ({ blockKey: row.blockKey, path: row.path, value: row[VALUE_FIELD[row.kind as 0 | 1 | 2]] }))
    .filter((edit) => typeof edit.value === 'string' && edit.value !== '')
    .map((edit) => ({ ...edit, value: publicImageUrl(edit.value) }));
}

export const siteContentHooks: SectionHooks = {
  // Only the row's own kind of value is kept; saving marks the row edited.
  beforeUpdate(row, values) {
    const field = VALUE_FIELD[row.kind as 0 | 1 | 2];
    const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !Object.values(VALUE_FIELD).includes(name as never) || name === field));
    return { ...kept, edited: 1 };
  },
  // An unedited row shows what its page file says now.
  decorate(rows, { services }) {
    const texts = fileTexts(services);
    for (const row of rows) {
      if (Number(row.edited) === 1) continue;
      const text = texts.get(textKey(row as any));
      if (text) row[VALUE_FIELD[text.kind]] = text.value;
    }
  },
};
