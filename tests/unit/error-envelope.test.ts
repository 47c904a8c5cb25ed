import { DatabaseError } from 'sequelize';
import { errorEnvelope } from '../../server/middleware/errors';
import type { Database } from '../../server/db/database';

/** The envelope the middleware answers for an error thrown by the route. */
async function answer(error: unknown) {
  const ctx: any = { path: '/api/admin/group/insertGroupMenu', method: 'POST', status: 404, body: undefined };
  await errorEnvelope({ specs: {} } as unknown as Database)(ctx, async () => {
    throw error;
  });
  return { status: ctx.status, body: ctx.body };
}

const driverError = (code: string, message: string) => Object.assign(new Error(message), { code, sql: 'UPDATE …' });

test('a transaction MySQL rolled back as a deadlock victim answers 409 (retry), not 500', async () => {
  const deadlock = new DatabaseError(driverError('ER_LOCK_DEADLOCK', 'Deadlock found when trying to get lock; try restarting transaction') as any);
  expect(await answer(deadlock)).toEqual({ status: 409, body: { code: 409, msg: '操作冲突，请稍后重试', data: null } });
});

test('any other database error stays a 500 with a request id', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const other = new DatabaseError(driverError('ER_BAD_FIELD_ERROR', "Unknown column 'x'") as any);
    const { status, body } = await answer(other);
    expect(status).toBe(500);
    expect(body).toMatchObject({ code: 500, msg: '服务器内部错误' });
  } finally {
    error.mockRestore();
  }
});
