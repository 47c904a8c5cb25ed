import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Page files over HTTP (schemas/inventory/pages/workbench.json): GET /api/pages/workbench pruned for the caller (a
 * switched-off feature takes its blocks away) with the company's layout applied; the layout read and saved by a
 * company administrator only, checked before anything is stored, and kept per company.
 */
const PAGE = '/api/pages/workbench';
const LAYOUT = '/api/business/page-layout/workbench';
const SETTINGS = '/api/business/plt-setting/update';
/** The page file's blocks in its own order. */
const DEFAULT = ['welcome', 'ticker', 'calendar', 'stock', 'apps', 'notices', 'updates', 'support'];

let server: TestServer;
let adminA: Record<string, string>;
let memberA: Record<string, string>;
let adminB: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  memberA = await server.auth('13800000002', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

const pageOf = async (headers: Record<string, string>) => {
  const res = await server.request.get(PAGE).set(headers);
  expect(res.status).toBe(200);
  return res.body.data;
};
const keysOf = async (headers: Record<string, string>) => ((await pageOf(headers)).blocks as { key: string }[]).map((block) => block.key);
const layoutOf = async (headers: Record<string, string>) => (await server.request.get(LAYOUT).set(headers)).body.data.blocks as { key: string; title: string; hidden: boolean }[];
const save = (headers: Record<string, string>, body: unknown) => server.request.post(LAYOUT).set(headers).send(body as object);
/** Every block shown, in the file's order: the layout a test starts from. */
const reset = async () => expect((await save(adminA, { blocks: DEFAULT.map((key) => ({ key, hidden: false })) })).status).toBe(200);

describe('GET /api/pages/workbench', () => {
  test('serves the page file with every block to the administrator, who may arrange it', async () => {
    const page = await pageOf(adminA);
    expect(page).toMatchObject({ id: 'workbench', title: '工作台', route: '/merchant', frame: 'console', customizable: true, editable: true });
    expect(page.columns).toEqual([{ key: 'top', span: 24 }, { key: 'main', span: 17 }, { key: 'side', span: 7 }]);
    expect(page.blocks.map((block: { key: string; kind: string; title: string }) => [block.key, block.kind, block.title])).toEqual([
      ['welcome', 'welcome', '欢迎'],
      ['ticker', 'noticeTicker', '通知滚动'],
      ['calendar', 'calendar', '日历'],
      ['stock', 'stockCentre', '库存共享中心'],
      ['apps', 'myApps', '我的应用'],
      ['notices', 'latestNotices', '最新公告'],
      ['updates', 'updateRecords', '更新记录'],
      ['support', 'support', '服务支持'],
    ]);
  });

  test('a member gets the same blocks (none names a section) and may not arrange them', async () => {
    const page = await pageOf(memberA);
    expect(page).toMatchObject({ customizable: true, editable: false });
    expect(page.blocks.map((block: { key: string }) => block.key)).toEqual(DEFAULT);
    expect(page.blocks.some((block: { section?: string }) => block.section)).toBe(false);
  });

  test('a switched-off feature takes its blocks away for every member of that company only', async () => {
    try {
      expect((await server.request.post(SETTINGS).set(adminA).send({ scheduleType: 1 })).status).toBe(200);
      expect(await keysOf(memberA)).toEqual(DEFAULT.filter((key) => key !== 'calendar'));
      expect((await server.request.post(SETTINGS).set(adminA).send({ noticeType: 1 })).status).toBe(200);
      expect(await keysOf(memberA)).toEqual(DEFAULT.filter((key) => key !== 'calendar' && key !== 'notices'));
      expect(await keysOf(adminA)).toEqual(DEFAULT.filter((key) => key !== 'calendar' && key !== 'notices'));
      // The layout dialog still lists them: the administrator arranges the page, not what a switch shows today.
      expect((await layoutOf(adminA)).map((entry) => entry.key)).toEqual(DEFAULT);
      expect(await keysOf(adminB)).toEqual(DEFAULT);
    } finally {
      await server.request.post(SETTINGS).set(adminA).send({ scheduleType: 0, noticeType: 0 });
    }
    expect(await keysOf(memberA)).toEqual(DEFAULT);
  });

  test('an unknown page is 404 with a Chinese message; no token is 401', async () => {
    for (const path of ['/api/pages/nope', '/api/business/page-layout/nope']) {
      const res = await server.request.get(path).set(adminA);
      expect([path, res.status, res.body.msg]).toEqual([path, 404, '页面不存在']);
    }
    const post = await server.request.post('/api/business/page-layout/nope').set(adminA).send({ blocks: [{ key: 'welcome', hidden: false }] });
    expect([post.status, post.body.msg]).toEqual([404, '页面不存在']);
    expect((await server.request.get(PAGE)).status).toBe(401);
  });
});

describe('a page file opened from its area menu (服务控制台 → 模板下载)', () => {
  test('front/menus names the page on its entry; the page is served without a route of its own', async () => {
    const menus = (await server.request.get('/api/admin/user/front/menus').set(adminA)).body.data as any[];
    const console_ = menus.find((root) => root.route === '/selectedCondition');
    expect(console_.children.find((entry: any) => entry.key === 'templateDownload')).toMatchObject({ title: '模板下载', page: 'templateDownload' });
    const res = await server.request.get('/api/pages/templateDownload').set(adminA);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 'templateDownload', title: '模板下载', frame: 'none', blocks: [{ key: 'templates', kind: 'templateGallery' }] });
    expect(res.body.data.route).toBeUndefined();
  });
});

describe('the company layout (自定义布局)', () => {
  beforeEach(reset);

  test('the administrator reads the layout: every block with its title, shown, in the file\'s order', async () => {
    expect(await layoutOf(adminA)).toEqual([
      { key: 'welcome', title: '欢迎', hidden: false },
      { key: 'ticker', title: '通知滚动', hidden: false },
      { key: 'calendar', title: '日历', hidden: false },
      { key: 'stock', title: '库存共享中心', hidden: false },
      { key: 'apps', title: '我的应用', hidden: false },
      { key: 'notices', title: '最新公告', hidden: false },
      { key: 'updates', title: '更新记录', hidden: false },
      { key: 'support', title: '服务支持', hidden: false },
    ]);
  });

  test('a saved order and hidden blocks apply to every member of the company, not to another company', async () => {
    const order = ['welcome', 'ticker', 'stock', 'calendar', 'apps', 'notices', 'updates', 'support'];
    const res = await save(adminA, { blocks: order.map((key) => ({ key, hidden: key === 'updates' })) });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('保存成功');
    expect(res.body.data.blocks.map((entry: { key: string; hidden: boolean }) => `${entry.key}${entry.hidden ? '-' : ''}`)).toEqual([
      'welcome', 'ticker', 'stock', 'calendar', 'apps', 'notices', 'updates-', 'support',
    ]);
    const shown = order.filter((key) => key !== 'updates');
    expect(await keysOf(adminA)).toEqual(shown);
    expect(await keysOf(memberA)).toEqual(shown);
    expect((await layoutOf(adminA)).find((entry) => entry.key === 'updates')).toEqual({ key: 'updates', title: '更新记录', hidden: true });
    // Company B keeps the file's order, and its administrator's save does not touch company A's layout.
    expect(await keysOf(adminB)).toEqual(DEFAULT);
    expect((await save(adminB, { blocks: [{ key: 'support', hidden: false }, { key: 'welcome', hidden: true }] })).status).toBe(200);
    expect((await keysOf(adminB)).slice(0, 2)).toEqual(['support', 'ticker']);
    expect(await keysOf(memberA)).toEqual(shown);
  });

  test('a layout naming some blocks puts them first; the rest follow in the file\'s order, shown', async () => {
    expect((await save(adminA, { blocks: [{ key: 'support', hidden: false }, { key: 'ticker', hidden: true }] })).status).toBe(200);
    expect(await keysOf(memberA)).toEqual(['support', 'welcome', 'calendar', 'stock', 'apps', 'notices', 'updates']);
  });

  test('a member may neither read nor save the layout (403), and nothing changes', async () => {
    const read = await server.request.get(LAYOUT).set(memberA);
    expect(read.status).toBe(403);
    expect(read.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const res = await save(memberA, { blocks: [{ key: 'welcome', hidden: true }] });
    expect(res.status).toBe(403);
    expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(await keysOf(memberA)).toEqual(DEFAULT);
  });

  test.each([
    ['an unknown key', { blocks: [{ key: 'weather', hidden: false }] }, '页面没有区块：weather'],
    ['a key twice', { blocks: [{ key: 'welcome', hidden: false }, { key: 'welcome', hidden: true }] }, '区块重复：welcome'],
    ['hidden not a boolean', { blocks: [{ key: 'welcome', hidden: 'yes' }] }, '区块的显示状态不正确'],
    ['hidden missing', { blocks: [{ key: 'welcome' }] }, '区块的显示状态不正确'],
    ['every block hidden', { blocks: DEFAULT.map((key) => ({ key, hidden: true })) }, '至少保留一个区块'],
    ['no list', {}, '请提交页面的区块列表'],
    ['an empty list', { blocks: [] }, '请提交页面的区块列表'],
    ['a list that is no array', { blocks: { key: 'welcome' } }, '请提交页面的区块列表'],
    ['an entry that is no object', { blocks: ['welcome'] }, '页面没有区块：undefined'],
  ])('refuses %s with 400 and changes nothing', async (_name, body, msg) => {
    expect((await save(adminA, { blocks: [{ key: 'updates', hidden: true }] })).status).toBe(200);
    const before = await layoutOf(adminA);
    const res = await save(adminA, body);
    expect([res.status, res.body.msg]).toEqual([400, msg]);
    expect(await layoutOf(adminA)).toEqual(before);
    expect(await keysOf(memberA)).toEqual(DEFAULT.filter((key) => key !== 'updates'));
  });
});
