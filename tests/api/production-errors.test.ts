import { startTestServer, type TestServer } from '../support/test-server';

/**
 * No stack trace, error text or file path in any answer (issue 25, production mode): a fault the server did not
 * expect — here a table gone from under it — answers only the envelope's 500 with a request id; the log has the rest.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { mode: 'production' } as any });
}, 60_000);
afterAll(() => server.stop());

test('a 500 answers the envelope and a request id, nothing of the error', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { Account } = server.services.db.models;
  await server.services.db.sequelize.getQueryInterface().renameTable(Account.getTableName() as string, 'gone_accounts');
  const res = await server.request.get('/api/admin/company/selectCompanyByUserName').query({ userName: '13800000001' });
  expect(res.status).toBe(500);
  expect(res.body).toEqual({ code: 500, msg: '服务器内部错误', data: { requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
  expect(res.text).not.toMatch(/Error|\bat \S+ \(|\.ts:\d+|node_modules|sequelize/i);
  // The log has the error, its stack included, under the same request id.
  expect(logged.mock.calls.some((call) => String(call[0]).includes(res.body.data.requestId) && typeof call[1]?.stack === 'string')).toBe(true);
  logged.mockRestore();
});
