import { startTestServer, type TestServer } from '../support/test-server';

/**
 * 帮助中心: operators write documents (a tree) and teaching videos in the operator console; anyone reads them without
 * a token — the engine's full-text search (runs: search over the term index), a document, the tree, the videos.
 */
const TITLE = '/api/platform/help-title';
const VIDEO = '/api/platform/help-video';
const PUBLIC = '/api/business/plt-help-center-title';
const PUBLIC_VIDEO = '/api/business/plt-help-center-video';

let server: TestServer;
let operator: Record<string, string>;
let adminA: Record<string, string>;

const create = async (body: Record<string, unknown>, base = TITLE) => {
  const res = await server.request.post(`${base}/create`).set(operator).send(body);
  expect([res.status, res.body.msg]).toEqual([200, expect.any(String)]);
  return res.body.data as Record<string, any>;
};
const search = (query: Record<string, unknown>) => server.request.get(`${PUBLIC}/searchKeywords`).query(query);

const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  operator = await server.operatorAuth();
  adminA = await server.auth('13800000001', server.tenants.A);
  const folder = await create({ name: '星图测绘专题', status: 1 });
  ids.folder = folder.id;
  // The phrase 星图测绘 in a title, in a body only, and in a draft (never public).
  ids.inTitle = (await create({ name: '星图测绘入门指南', parentId: folder.id, content: '<p>本文介绍基础操作。</p>' })).id;
  ids.inBody = (await create({ name: '高级操作手册', parentId: folder.id, content: '<p>进阶之前请先完成星图测绘的准备工作。</p>' })).id;
  ids.draft = (await create({ name: '星图测绘草稿', parentId: folder.id, status: 0, content: '<p>星图测绘</p>' })).id;
  ids.script = (await create({ name: '脚本防护<script>说明', content: '<p>文中写着 &lt;script&gt;alert(1)&lt;/script&gt; 的星图测绘示例</p><script>alert(2)</script>' })).id;
  ids.video = (await create({ name: '星图测绘演示视频', url: '/media/demo.webm', application: 'attendance', category: 'guide', sort: 1 }, VIDEO)).id;
}, 60_000);
afterAll(() => server.stop());

describe('search (no token)', () => {
  test('a phrase in a title ranks above the same phrase in a body only; drafts never show', async () => {
    const res = await search({ keywords: '星图测绘', type: 0 });
    expect(res.status).toBe(200);
    const names = (res.body.data.rows as any[]).map((row) => row.id);
    expect(names.indexOf(ids.inTitle)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(ids.inTitle)).toBeLessThan(names.indexOf(ids.inBody));
    expect(names).not.toContain(ids.draft);
    expect(names).not.toContain(ids.video);
    const hit = (res.body.data.rows as any[]).find((row) => row.id === ids.inTitle);
    expect(hit.nameHighlight).toBe('<em>星图测绘</em>入门指南');
    const body = (res.body.data.rows as any[]).find((row) => row.id === ids.inBody);
    expect(body.snippet).toContain('<em>星图测绘</em>');
    expect(body).not.toHaveProperty('content');
    expect(body).not.toHaveProperty('crtUserName');
  });

  test('type filter and the tab counts; a two-character word matches', async () => {
    const all = await search({ keywords: '星图测绘', type: 2 });
    const { counts, records } = all.body.data;
    expect(counts.all).toBe(records);
    expect(counts.all).toBe(counts.documents + counts.videos);
    expect(counts.videos).toBe(1);
    const videos = await search({ keywords: '星图测绘', type: 1 });
    expect(videos.body.data.rows.map((row: any) => row.id)).toEqual([ids.video]);
    expect(videos.body.data.rows[0]).toMatchObject({ helpType: 1, url: '/media/demo.webm', application: 'attendance' });
    expect(videos.body.data.counts).toEqual(counts);
    const word = await search({ keywords: '星图' });
    expect(word.body.data.records).toBe(counts.all);
    expect((await search({ keywords: '星图', type: 7 })).status).toBe(400);
  });

  test('a phrase absent from every document: 200 with no rows', async () => {
    const res = await search({ keywords: '龘靐齉爩' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ rows: [], records: 0, counts: { all: 0, documents: 0, videos: 0 } });
  });

  test('blank keywords: 400 请输入关键字', async () => {
    for (const keywords of [undefined, '', '   ']) {
      const res = await search(keywords === undefined ? {} : { keywords });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('请输入关键字');
    }
  });

  test('paging of 10 over the ranked hits', async () => {
    for (let i = 0; i < 12; i++) await create({ name: `琥珀计划第${i + 1}篇`, parentId: ids.folder, content: '<p>琥珀计划</p>' });
    const one = await search({ keywords: '琥珀计划', page: 1, limit: 10 });
    const two = await search({ keywords: '琥珀计划', page: 2, limit: 10 });
    expect(one.body.data.records).toBe(12);
    expect(one.body.data.rows).toHaveLength(10);
    expect(two.body.data.rows).toHaveLength(2);
    const seen = new Set([...one.body.data.rows, ...two.body.data.rows].map((row: any) => row.id));
    expect(seen.size).toBe(12);
    expect((await search({ keywords: '琥珀计划', limit: 5000 })).status).toBe(400);
  });

  test('highlights are escaped: a document holding <script> cannot inject', async () => {
    const res = await search({ keywords: '脚本防护' });
    const row = (res.body.data.rows as any[]).find((r) => r.id === ids.script);
    expect(row.nameHighlight).toBe('<em>脚本防护</em>&lt;script&gt;说明');
    const body = (await search({ keywords: '星图测绘示例' })).body.data.rows.find((r: any) => r.id === ids.script);
    expect(body.snippet).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body.snippet).not.toMatch(/<script|alert\(2\)/);
  });

  test('latin words match case-insensitively (SMS)', async () => {
    const id = (await create({ name: 'SMS 接口说明', content: '<p>通过 API 调用发送 sms。</p>' })).id;
    const res = await search({ keywords: 'sms' });
    expect(res.body.data.rows.map((row: any) => row.id)).toContain(id);
    expect(res.body.data.rows.find((row: any) => row.id === id).nameHighlight).toBe('<em>SMS</em> 接口说明');
  });
});

describe('public reads', () => {
  test('selectPublicById: a published document with sanitised content; drafts, videos and unknown ids are 404', async () => {
    const res = await server.request.get(`${PUBLIC}/selectPublicById`).query({ id: ids.script });
    expect(res.status).toBe(200);
    expect(res.body.data.content).not.toContain('<script>');
    expect(res.body.data.content).not.toContain('alert(2)');
    expect(res.body.data).not.toHaveProperty('crtUserName');
    for (const id of [ids.draft, ids.video, 99999999]) {
      const missing = await server.request.get(`${PUBLIC}/selectPublicById`).query({ id });
      expect([missing.status, missing.body.msg]).toEqual([404, '帮助文档不存在']);
    }
    expect((await server.request.get(`${PUBLIC}/selectPublicById`)).status).toBe(400);
  });

  test('selectAll: the tree of published documents', async () => {
    const res = await server.request.get(`${PUBLIC}/selectAll`);
    expect(res.status).toBe(200);
    const folder = (res.body.data as any[]).find((node) => node.id === ids.folder);
    const children = folder.children.map((node: any) => node.id);
    expect(children).toEqual(expect.arrayContaining([ids.inTitle, ids.inBody]));
    expect(children).not.toContain(ids.draft);
    const flat = JSON.stringify(res.body.data);
    expect(flat).not.toContain('星图测绘演示视频');
  });

  test('videos: selectList pages with filters, selectListAll answers an array; title beside name', async () => {
    const list = await server.request.get(`${PUBLIC_VIDEO}/selectList`).query({ application: 'attendance', category: 'guide', page: 1, limit: 10 });
    expect(list.status).toBe(200);
    expect(list.body.data.records.map((row: any) => row.id)).toContain(ids.video);
    for (const row of list.body.data.records) expect(row).toMatchObject({ application: 'attendance', category: 'guide' });
    const video = list.body.data.records.find((row: any) => row.id === ids.video);
    expect(video.title).toBe('星图测绘演示视频');
    const all = await server.request.get(`${PUBLIC_VIDEO}/selectListAll`).query({ application: 'attendance' });
    expect(Array.isArray(all.body.data)).toBe(true);
    expect(all.body.data.every((row: any) => row.application === 'attendance')).toBe(true);
    const none = await server.request.get(`${PUBLIC_VIDEO}/selectList`).query({ application: 'nothing' });
    expect(none.status).toBe(400);
  });
});

describe('operators write; companies may not', () => {
  test('company users get 403 on the operator routes', async () => {
    expect((await server.request.post(`${TITLE}/create`).set(adminA).send({ name: 'x' })).status).toBe(403);
    expect((await server.request.get(`${TITLE}/tree`).set(adminA)).status).toBe(403);
    expect((await server.request.post(`${VIDEO}/create`).set(adminA).send({ name: 'x', url: '/a.webm' })).status).toBe(403);
    expect((await server.request.get(`${TITLE}/tree`)).status).toBe(401);
  });

  test('content is sanitised on write; an update reindexes, a delete removes from search', async () => {
    const doc = await create({ name: '临时文档', content: '<p onclick="x()">青铜门<img src="javascript:alert(1)"></p>' });
    expect(doc.content).toBe('<p>青铜门<img /></p>');
    expect((await search({ keywords: '青铜门' })).body.data.records).toBe(1);
    await server.request.put(`${TITLE}/update/${doc.id}`).set(operator).send({ content: '<p>白银门</p>' }).expect(200);
    expect((await search({ keywords: '青铜门' })).body.data.records).toBe(0);
    expect((await search({ keywords: '白银门' })).body.data.records).toBe(1);
    await server.request.delete(`${TITLE}/delete/${doc.id}`).set(operator).expect(200);
    expect((await search({ keywords: '白银门' })).body.data.records).toBe(0);
  });

  test('a folder with documents is not deleted; a bad parent is 400', async () => {
    const res = await server.request.delete(`${TITLE}/delete/${ids.folder}`).set(operator);
    expect([res.status, res.body.msg]).toEqual([409, '请先删除或移走该目录下的文档']);
    const cycle = await server.request.put(`${TITLE}/update/${ids.folder}`).set(operator).send({ parentId: ids.inTitle });
    expect([cycle.status, cycle.body.msg]).toEqual([400, '不能移动到自身或其下级目录中']);
    const missing = await server.request.post(`${TITLE}/create`).set(operator).send({ name: 'x', parentId: 99999999 });
    expect([missing.status, missing.body.msg]).toEqual([400, '上级目录不存在']);
    const video = await server.request.post(`${TITLE}/create`).set(operator).send({ name: 'x', parentId: ids.video });
    expect(video.status).toBe(400);
  });

  test('tree reorder: a move sets parentId and the position among the new siblings', async () => {
    const target = await create({ name: '排序目录' });
    const a = await create({ name: '甲', parentId: target.id });
    const b = await create({ name: '乙', parentId: target.id });
    const c = await create({ name: '丙', parentId: target.id });
    // 丙 to the front, then 星图测绘入门指南 moved in as the second.
    await server.request.put(`${TITLE}/update/${c.id}`).set(operator).send({ sort: 0 }).expect(200);
    await server.request.put(`${TITLE}/update/${ids.inTitle}`).set(operator).send({ parentId: target.id, sort: 1 }).expect(200);
    const tree = await server.request.get(`${TITLE}/tree`).set(operator);
    const node = (tree.body.data as any[]).find((n) => n.id === target.id);
    expect(node.children.map((n: any) => n.name)).toEqual(['丙', '星图测绘入门指南', '甲', '乙']);
    expect(node.children.map((n: any) => n.sort)).toEqual([0, 1, 2, 3]);
    expect(JSON.stringify(tree.body.data)).not.toContain('星图测绘演示视频');
    void a;
    void b;
  });

  test('the operators\' page offers 调整顺序 with the tree\'s parent field and root; the section has no other way to move', async () => {
    const page = await server.request.get('/api/schemas/helpTitle').set(operator);
    expect(page.status).toBe(200);
    expect(page.body.data.treeReorder).toEqual({ title: '调整顺序', sortField: 'sort', parentField: 'parentId', root: 0 });
    expect(page.body.data.operations.update).toBeDefined();
  });

  test('a video needs an uploaded file or its url; the video routes see only videos', async () => {
    const res = await server.request.post(`${VIDEO}/create`).set(operator).send({ name: '无地址视频' });
    expect([res.status, res.body.msg]).toEqual([400, '请上传视频文件或输入视频地址']);
    const bad = await server.request.post(`${VIDEO}/create`).set(operator).send({ name: '坏地址', url: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect((await server.request.get(`${VIDEO}/select/${ids.inBody}`).set(operator)).status).toBe(404);
    expect((await server.request.get(`${TITLE}/select/${ids.video}`).set(operator)).status).toBe(404);
  });
});

describe('reads for the server-side renderer (server/modules/help/help-reads.ts)', () => {
  test('the same answers as the public routes, without HTTP', async () => {
    const reads = await import('../../server/modules/help/help-reads');
    const viaRoute = (await search({ keywords: '星图测绘', type: 2 })).body.data;
    expect(await reads.searchHelp(server.services, { keywords: '星图测绘', type: 2 })).toEqual(viaRoute);
    await expect(reads.searchHelp(server.services, { keywords: ' ' })).rejects.toMatchObject({ status: 400, message: '请输入关键字' });
    expect(await reads.helpTree(server.services)).toEqual((await server.request.get(`${PUBLIC}/selectAll`)).body.data);
    expect((await reads.helpDocument(server.services, ids.inBody)).name).toBe('高级操作手册');
    await expect(reads.helpDocument(server.services, ids.draft)).rejects.toMatchObject({ status: 404 });
    const videos = await reads.helpVideos(server.services, { application: 'attendance', page: 1, limit: 10 });
    expect(videos.records.map((row) => row.id)).toContain(ids.video);
    expect(reads.helpFacets(server.services).products).toContainEqual({ value: 'system', label: '系统管理' });
  });

  test('the seeded help center: 30+ documents in folders, 8 videos with their files', async () => {
    const tree = (await server.request.get(`${PUBLIC}/selectAll`)).body.data as any[];
    const seeded = tree.filter((node) => node.name === '企业与组织管理' || node.name === '短信服务');
    expect(seeded).toHaveLength(2);
    const count = (nodes: any[]): number => nodes.reduce((n, node) => n + (node.children ? count(node.children) : 1), 0);
    expect(count(tree)).toBeGreaterThanOrEqual(30);
    const videos = (await server.request.get(`${PUBLIC_VIDEO}/selectListAll`)).body.data as any[];
    expect(videos.filter((video) => video.url.startsWith('/help-videos/'))).toHaveLength(8);
    const hits = await search({ keywords: '数据范围' });
    expect(hits.body.data.rows[0].name).toBe('新增角色并设置数据范围');
  });
});
