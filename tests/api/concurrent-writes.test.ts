import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.stop());

test('simultaneous transactional writes queue for the database instead of failing', async () => {
  const admin = await server.auth('13800000001', server.tenants.A);
  const tree = await server.request.get('/api/admin/depart/tree').set(admin);
  const rootId = tree.body.data[0].id;
  const replies = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      server.request.post('/api/admin/depart/addList').set(admin).send([{ name: `并发部门${i}`, parentId: rootId }, { name: `并发小组${i}`, parentId: rootId }]),
    ),
  );
  expect(replies.map((r) => r.status)).toEqual(Array(12).fill(200));
  const list = await server.request.get('/api/admin/depart/departList').set(admin);
  expect(list.body.data.filter((d: any) => /^并发/.test(d.name))).toHaveLength(24);
});
