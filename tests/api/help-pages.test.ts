import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The help center's pages without JavaScript (issue 30, spec doc 2 §2): /applicationHelpCenter lists the documents by
 * folder and the videos, with the tabs' counts; a keyword search answers its hits highlighted, a blank one
 * 请输入关键字, one without hits 没有搜索到结果; the video filters; /helpDocument?id= the tree and the document, a
 * missing one a 404 page. The pages read what the public calls answer.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.stop());

const decode = (html: string) => html.replace(/<!-- -->/g, '').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const page = async (path: string) => {
  const res = await server.request.get(path);
  return { status: res.status, html: decode(res.text) };
};
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const tabCount = (html: string, label: string) => Number(new RegExp(`${label}<span class="site-count">(\\d+)</span>`).exec(html)?.[1]);

const api = async (path: string, query: Record<string, unknown> = {}) => {
  const res = await server.request.get(`/api/business/${path}`).query(query);
  expect(res.status).toBe(200);
  return res.body.data;
};

test('the help center browses the documents by folder and the videos, with the tabs\' counts', async () => {
  const tree = await api('plt-help-center-title/selectAll');
  const videos = await api('plt-help-center-video/selectList', { page: 1, limit: 10 });
  const { status, html } = await page('/applicationHelpCenter');
  expect(status).toBe(200);
  expect(html).toMatch(/<h1>帮助中心<\/h1>/);
  const main = mainOf(html);
  for (const folder of tree) expect(main).toContain(folder.name);
  const leaves = tree.flatMap((folder: any) => (folder.children?.length ? folder.children : [folder]));
  expect(leaves.length).toBeGreaterThanOrEqual(30);
  expect(tabCount(main, '帮助文档')).toBe(leaves.length);
  expect(tabCount(main, '教学视频')).toBe(videos.total);
  expect(tabCount(main, '全部')).toBe(leaves.length + videos.total);
  for (const video of videos.records.slice(0, 4)) expect(main).toContain(video.title);
  expect(main).toContain('周一至周五 8:30-18:00，周六 8:30-12:00');
});

test('a keyword search lists its hits with the keyword highlighted and the tabs\' counts', async () => {
  const answer = await api('plt-help-center-title/searchKeywords', { keywords: '短信签名', type: 2, page: 1, limit: 10 });
  expect(answer.records).toBeGreaterThan(0);
  const { html } = await page(`/applicationHelpCenter?keywords=${encodeURIComponent('短信签名')}`);
  const main = mainOf(html);
  expect(main).toContain('“短信签名”的搜索结果');
  expect(main).toContain('<em>短信签名</em>');
  expect(main).toContain(`/helpDocument?id=${answer.rows.find((row: any) => row.helpType === 0).id}`);
  expect(tabCount(main, '全部')).toBe(answer.counts.all);
  expect(tabCount(main, '帮助文档')).toBe(answer.counts.documents);
  expect(tabCount(main, '教学视频')).toBe(answer.counts.videos);
  // The 帮助文档 tab: documents only.
  const documents = mainOf((await page(`/applicationHelpCenter?keywords=${encodeURIComponent('短信签名')}&type=0`)).html);
  expect(documents).not.toContain('site-help-kind">视频');
});

test('a blank search says 请输入关键字; one without hits 没有搜索到结果; nothing is a 500', async () => {
  const blank = await page('/applicationHelpCenter?keywords=%20%20');
  expect(blank.status).toBe(200);
  expect(mainOf(blank.html)).toContain('请输入关键字');
  const none = await page(`/applicationHelpCenter?keywords=${encodeURIComponent('量子纠缠火箭发动机')}`);
  expect(none.status).toBe(200);
  expect(mainOf(none.html)).toContain('没有搜索到结果');
  const hostile = await server.request.get(`/applicationHelpCenter?keywords=${encodeURIComponent('<script>alert(1)</script>')}&type=9&page=-1`);
  expect(hostile.status).toBe(200);
  expect(hostile.text).not.toContain('<script>alert(1)');
  expect(hostile.text).toContain('&lt;script&gt;alert(1)');
});

test('the 教学视频 tab filters by product and category; an unknown filter is said, not a 500', async () => {
  const all = await api('plt-help-center-video/selectListAll');
  const product = all[0].application;
  const mine = all.filter((video: any) => video.application === product);
  const others = all.filter((video: any) => video.application !== product);
  expect(others.length).toBeGreaterThan(0);
  const main = mainOf((await page(`/applicationHelpCenter?type=1&application=${product}`)).html);
  for (const video of mine) expect(main).toContain(video.title);
  for (const video of others) expect(main).not.toContain(`>${video.title}<`);
  const unknown = await page('/applicationHelpCenter?type=1&application=nothing');
  expect(unknown.status).toBe(200);
});

test('a help document shows the tree of titles and its content; a missing one is a 404 page', async () => {
  const tree = await api('plt-help-center-title/selectAll');
  const leaf = tree.find((folder: any) => folder.children?.length).children[0];
  const document = await api('plt-help-center-title/selectPublicById', { id: leaf.id });
  const { status, html } = await page(`/helpDocument?id=${leaf.id}`);
  expect(status).toBe(200);
  expect(html).toContain(`<title>${leaf.name} - 帮助文档｜云商务平台</title>`);
  expect(html).toContain(`<h1>${leaf.name}</h1>`);
  expect(html).toContain('全部展开');
  expect(html).toContain('全部收起');
  for (const folder of tree) expect(mainOf(html)).toContain(folder.name);
  const firstParagraph = /<p>([^<]{8,})/.exec(document.content)?.[1];
  expect(firstParagraph && html.includes(firstParagraph)).toBe(true);
  const missing = await page('/helpDocument?id=999999');
  expect(missing.status).toBe(404);
  expect(missing.html).toContain('没有找到这篇文档');
});
