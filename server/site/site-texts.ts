/**
 * The texts, images and HTML of the site's page files that operators may change (站点内容): each string of a
 * block's content is one, named by page, block key and JSON pointer; an operator's edits are applied on top of the
 * file's content when a page is rendered.
 */
import type { SiteBlock, SitePageSpec } from '../engine/site-page-types';

export const TEXT_KIND = { text: 0, image: 1, html: 2 } as const;

/** Content keys that are structure, not words: links, switches, the kind and the catalogue a block reads. */
const STRUCTURE = new Set(['key', 'kind', 'catalog', 'columns', 'icon', 'href', 'primary', 'newTab', 'highlight']);

const BLOCK_LABEL: Record<string, string> = {
  hero: '首屏', carousel: '轮播', productTabs: '产品页签', featureGrid: '卡片组', editionComparison: '版本对比', catalogPricing: '产品目录',
  faq: '常见问题', callToAction: '行动号召', richText: '图文', stats: '数据条', contact: '联系方式', appDetail: '应用详情', helpCenter: '帮助中心', helpDocument: '帮助文档',
};

const FIELD_LABEL: Record<string, string> = {
  title: '标题', subtitle: '副标题', eyebrow: '眉题', text: '文字', label: '页签名', question: '问题', answer: '回答', name: '名称', audience: '适用对象',
  summary: '概述', value: '数值', html: '正文', image: '图片', buyText: '按钮文字', missingText: '未找到时的提示', emptyText: '无数据时的提示',
  serviceHours: '服务时间', servicePhone: '服务电话', address: '地址', points: '要点', features: '功能', slides: '轮播', items: '条目', tabs: '页签',
  editions: '版本', actions: '按钮', action: '按钮',
};

export interface SiteText {
  page: string;
  pageTitle: string;
  blockKey: string;
  path: string;
  label: string;
  kind: 0 | 1 | 2;
  value: string;
}

const pointerPart = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every editable string of a page, in file order. */
export function siteTexts(page: SitePageSpec): SiteText[] {
  const texts: SiteText[] = [];
  for (const block of page.blocks) {
    const heading = typeof block.title === 'string' ? `「${block.title.length > 12 ? `${block.title.slice(0, 12)}…` : block.title}」` : '';
    const walk = (value: unknown, path: string[], labels: string[]) => {
      if (typeof value === 'string') {
        const name = path[path.length - 1];
        const kind = name === 'image' ? TEXT_KIND.image : name === 'html' ? TEXT_KIND.html : TEXT_KIND.text;
        texts.push({ page: page.id, pageTitle: page.title, blockKey: block.key, path: `/${path.map(pointerPart).join('/')}`, label: [`${BLOCK_LABEL[block.kind] ?? block.kind}${heading}`, ...labels].join(' · '), kind, value });
        return;
      }
      if (Array.isArray(value)) {
        value.forEach((item, i) => walk(item, [...path, String(i)], [...labels.slice(0, -1), `${labels[labels.length - 1] ?? ''}${i + 1}`]));
        return;
      }
      if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          if (!STRUCTURE.has(key)) walk(item, [...path, key], [...labels, FIELD_LABEL[key] ?? key]);
        }
      }
    };
    walk(block, [], []);
  }
  return texts;
}

export interface SiteEdit {
  blockKey: string;
  path: string;
  value: string;
}

/** A copy of a block with the edits made to it: an edit lands only where the file has a string at that pointer. */
export function withEdits(block: SiteBlock, edits: SiteEdit[]): SiteBlock {
  const mine = edits.filter((edit) => edit.blockKey === block.key);
  if (!mine.length) return block;
  const copy = structuredClone(block) as Record<string, any>;
  for (const edit of mine) {
    const parts = edit.path.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = parts.pop();
    let holder: any = copy;
    for (const part of parts) holder = holder && typeof holder === 'object' && Object.hasOwn(holder, part) ? holder[part] : undefined;
    if (last !== undefined && holder && typeof holder === 'object' && Object.hasOwn(holder, last) && typeof holder[last] === 'string' && !STRUCTURE.has(last)) holder[last] = edit.value;
  }
  return copy as SiteBlock;
}
