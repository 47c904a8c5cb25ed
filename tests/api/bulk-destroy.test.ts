import { startTestServer, type TestServer } from '../support/test-server';

// Issue 6 §4: the generic delete takes several ids in one request, all or nothing.

const NOTICE = '/api/business/plt-notice';
const DEPART = '/api/admin/depart';
const CHINESE = /[\u4e00-\u9fa5]/;

let server: TestServer;
let adminA: Record<string, string>;
let adminB: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  adminA = await server.auth('13800000001', server.tenants.A);
  adminB = await server.auth('13900000001', server.tenants.B);
}, 60_000);
afterAll(() => server.stop());

async function category(headers: Record<string, string>, noticeType: string): Promise<number> {
  const res = await server.request.post(`${NOTICE}/create`).set(headers).send({ noticeType, type: '通知', note: '批量删除测试' });
  expect(res.body.code).toBe(2000);
  return res.body.data.id;
}

const listed = async (headers: Record<string, string>): Promise<string[]> =>
  (await server.request.get(`${NOTICE}/list`).query({ page: 1, limit: 1000 }).set(headers)).body.data.records.map((r: any) => r.noticeType);

const removeNotices = (headers: Record<string, string>, id: string) => server.request.delete(`${NOTICE}/delete`).query({ id }).set(headers);

describe('通知公告设置: DELETE plt-notice/delete?id=a,b', () => {
  test('deletes both rows in one request; neither the list nor get shows them any more', async () => {
    const a = await category(adminA, '批量甲');
    const b = await category(adminA, '批量乙');
    const keep = await category(adminA, '批量丙');
    const res = await removeNotices(adminA, `${a},${b}`);
    expect([res.status, res.body.code, res.body.msg]).toEqual([200, 2000, '删除成功!']);
    const names = await listed(adminA);
    expect(names).not.toContain('批量甲');
    expect(names).not.toContain('批量乙');
    expect(names).toContain('批量丙');
    for (const id of [a, b]) expect((await server.request.get(`${NOTICE}/select/${id}`).set(adminA)).status).toBe(404);
    expect((await server.request.get(`${NOTICE}/select/${keep}`).set(adminA)).body.data.noticeType).toBe('批量丙');
  });

  test('one id still works, and a repeated id counts once', async () => {
    const a = await category(adminA, '单删');
    expect((await removeNotices(adminA, `${a},${a}`)).body.code).toBe(2000);
    expect(await listed(adminA)).not.toContain('单删');
  });

  test("a list with company B's id answers 404 and deletes nothing, in either company", async () => {
    const mine = await category(adminA, '甲方分类');
    const theirs = await category(adminB, '乙方分类');
    const res = await removeNotices(adminA, `${mine},${theirs}`);
    expect(res.status).toBe(404);
    expect(res.body.msg).toMatch(CHINESE);
    expect(await listed(adminA)).toContain('甲方分类');
    expect(await listed(adminB)).toContain('乙方分类');
    expect(await listed(adminA)).not.toContain('乙方分类');
  });

  test('an id that does not exist, or was deleted already, answers 404 and deletes nothing', async () => {
    const a = await category(adminA, '残留甲');
    const gone = await category(adminA, '已删除');
    expect((await removeNotices(adminA, String(gone))).body.code).toBe(2000);
    expect((await removeNotices(adminA, `${a},${gone}`)).status).toBe(404);
    expect((await removeNotices(adminA, `${a},99999999`)).status).toBe(404);
    expect(await listed(adminA)).toContain('残留甲');
  });

  test.each([['1,x'], ['1,,2'], ['-1'], ['1.5,2'], [''], [',']])('id=%j → 400 with a Chinese message', async (id) => {
    const a = await category(adminA, `格式${Math.random().toString(36).slice(2, 8)}`);
    const before = await listed(adminA);
    const res = await removeNotices(adminA, id.replace('1', String(a)));
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(CHINESE);
    expect(await listed(adminA)).toEqual(before);
  });

  test('more than 1000 ids → 400 with a Chinese message, nothing deleted', async () => {
    const a = await category(adminA, '上限');
    const ids = [a, ...Array.from({ length: 1000 }, (_, i) => a + i + 1)];
    const res = await removeNotices(adminA, ids.join(','));
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(CHINESE);
    expect(await listed(adminA)).toContain('上限');
  });
});

describe('部门管理: DELETE delDepart/a,b (ids in the path)', () => {
  const departs = async (): Promise<any[]> => (await server.request.get(`${DEPART}/departList`).set(adminA)).body.data;
  const idOf = async (name: string) => (await departs()).find((d) => d.name === name)?.id;

  test('deletes both departments, and a rule one of them breaks rolls the whole request back', async () => {
    const root = (await departs()).find((d) => d.parentId === -1);
    const add = await server.request.post(`${DEPART}/addList`).set(adminA).send([
      { name: '批删一', parentId: root.id },
      { name: '批删二', parentId: root.id },
      { name: '批删三', parentId: root.id },
    ]);
    expect(add.body.code).toBe(2000);
    const [one, two, three] = [await idOf('批删一'), await idOf('批删二'), await idOf('批删三')];

    // 批删父 (newer than 批删三) has a child: the hook refuses it after 批删三 was deleted in the same transaction,
    // so 批删三 comes back.
    expect((await server.request.post(`${DEPART}/addList`).set(adminA).send([{ name: '批删父', parentId: root.id }])).body.code).toBe(2000);
    const parent = await idOf('批删父');
    expect((await server.request.post(`${DEPART}/addList`).set(adminA).send([{ name: '批删子', parentId: parent }])).body.code).toBe(2000);
    const refused = await server.request.delete(`${DEPART}/delDepart/${three},${parent}`).set(adminA);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('该部门下存在子部门，请先删除子部门');
    expect(await idOf('批删三')).toBe(three);
    expect(await idOf('批删父')).toBe(parent);

    const res = await server.request.delete(`${DEPART}/delDepart/${one},${two}`).set(adminA);
    expect(res.body.code).toBe(2000);
    const names = (await departs()).map((d) => d.name);
    expect(names).not.toContain('批删一');
    expect(names).not.toContain('批删二');
    expect(names).toContain('批删三');
  });
});
