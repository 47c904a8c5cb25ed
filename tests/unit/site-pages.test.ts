import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSitePages } from '../../server/engine/load-site-pages';
import { SchemaFileError } from '../../server/engine/schema-meta';
import { siteTexts, withEdits } from '../../server/site/site-texts';

/**
 * Site page files (schemas/_meta/site-page.schema.json) as the loader checks them, and the texts 站点内容 names:
 * a page file that breaks a rule is refused with its file and pointer; every string is a text, an edit lands only
 * where the file has one.
 */
const hero = { key: 'hero', kind: 'hero', title: '标题', subtitle: '副标题', image: '/site-images/a.svg', actions: [{ text: '免费注册', href: '/login?index=2', newTab: true }] };
const page = (blocks: unknown[], extra: Record<string, unknown> = {}) => ({ id: 'demo', title: '演示', route: '/demo', description: '这是一个用于测试站点页面文件检查的演示页面描述。', nav: 1, blocks, ...extra });

function load(json: unknown) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pages-'));
  fs.mkdirSync(path.join(dir, 'site', 'pages'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'site', 'pages', 'demo.json'), JSON.stringify(json));
  return loadSitePages(dir, { id: 'site' });
}

const refusal = (json: unknown) => {
  try {
    load(json);
  } catch (error) {
    if (error instanceof SchemaFileError) return `${error.pointer} ${error.reason}`;
    throw error;
  }
  return 'accepted';
};

test('a good page loads with its defaults; its HTML is sanitised at load', () => {
  const [loaded] = load(page([hero, { key: 'intro', kind: 'richText', title: '介绍', html: '<p>好<script>x()</script></p>' }]));
  expect(loaded).toMatchObject({ id: 'demo', sitemap: true, nav: 1, area: 'site' });
  expect(loaded.blocks[1].html).toBe('<p>好</p>');
});

test.each([
  ['the id is not the file name', page([hero], { id: 'other' }), '/id'],
  ['the first block gives no heading', page([{ key: 'faq', kind: 'faq', title: '问答', items: [{ question: '问', answer: '答' }] }]), '/blocks/0/kind'],
  ['a second heading block', page([hero, { ...hero, key: 'hero2' }]), '/blocks/1/kind'],
  ['a repeated block key', page([hero, { key: 'hero', kind: 'stats', items: [{ value: '1', label: 'a' }, { value: '2', label: 'b' }] }]), '/blocks/1/key'],
  ['an unknown kind', page([hero, { key: 'x', kind: 'marquee' }]), '/blocks/1'],
  ['a key its kind does not read', page([{ ...hero, colour: 'red' }]), '/blocks/0'],
  ['an unknown icon', page([hero, { key: 'f', kind: 'featureGrid', title: 't', items: [{ icon: 'rocket', title: 'a', text: 'b' }] }]), '/blocks/1/items/0/icon'],
  ['a link to another site', page([{ ...hero, actions: [{ text: '去', href: 'https://evil.example' }] }]), '/blocks/0/actions/0/href'],
  ['a protocol-relative link', page([{ ...hero, actions: [{ text: '去', href: '//evil.example' }] }]), '/blocks/0/actions/0/href'],
  ['a picture from another site', page([{ ...hero, image: '//evil.example/x.png' }]), '/blocks/0/image'],
])('refused: %s', (_name, json, pointer) => {
  expect(refusal(json)).toMatch(new RegExp(`^${pointer.replace(/\//g, '\\/')}`));
});

test('every string of a page is a text of 站点内容, named by block and pointer; links and switches are not', () => {
  const [loaded] = load(page([hero, { key: 'cards', kind: 'featureGrid', title: '特性', columns: 3, items: [{ icon: 'chart', title: '报表', text: '实时' }] }]));
  const texts = siteTexts(loaded);
  expect(texts.map((text) => [text.blockKey, text.path, text.kind, text.label])).toEqual([
    ['hero', '/title', 0, '首屏 · 标题'],
    ['hero', '/subtitle', 0, '首屏 · 副标题'],
    ['hero', '/image', 1, '首屏 · 图片'],
    ['hero', '/actions/0/text', 0, '首屏 · 按钮1 · 文字'],
    ['cards', '/title', 0, '卡片组 · 标题'],
    ['cards', '/items/0/title', 0, '卡片组 · 条目1 · 标题'],
    ['cards', '/items/0/text', 0, '卡片组 · 条目1 · 文字'],
  ]);
  const edited = withEdits(loaded.blocks[1], [
    { blockKey: 'cards', path: '/items/0/text', value: '改过' },
    { blockKey: 'cards', path: '/items/0/icon', value: 'star' },
    { blockKey: 'cards', path: '/items/5/text', value: '不存在' },
    { blockKey: 'hero', path: '/title', value: '别的区块' },
  ]);
  expect(edited).toEqual({ ...loaded.blocks[1], items: [{ icon: 'chart', title: '报表', text: '改过' }] });
  expect(loaded.blocks[1]).toMatchObject({ items: [{ text: '实时' }] });
});
