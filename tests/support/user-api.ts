import type { TestServer } from './test-server';
import { asSystem, asTenant } from '../../server/context/request-context';

export const USER_BASE = '/api/admin/user';
export const WIRE_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Calls of 用户管理 for one bearer header. */
export function userApi(server: TestServer, headers: Record<string, string>) {
  const { request } = server;
  return {
    headers,
    page: (query: Record<string, unknown> = {}) => request.get(`${USER_BASE}/selectPage`).query(query).set(headers),
    removed: (query: Record<string, unknown> = {}) => request.get(`${USER_BASE}/selectDelUser`).query(query).set(headers),
    count: () => request.get(`${USER_BASE}/selectUserCount`).set(headers),
    add: (body: unknown) => request.post(`${USER_BASE}/addUser`).set(headers).send(body as object),
    update: (body: unknown) => request.put(`${USER_BASE}/updateUser`).set(headers).send(body as object),
    remove: (id: number | string) => request.delete(`${USER_BASE}/deleteUser/${id}`).set(headers),
    recover: (id: number) => request.put(`${USER_BASE}/recover/${id}`).set(headers),
    setDepart: (query: Record<string, unknown>) => request.put(`${USER_BASE}/setDepart`).query(query).set(headers),
    checkUsername: (username?: string) => request.get(`${USER_BASE}/checkUsername`).query(username === undefined ? {} : { username }).set(headers),
    checkUsernameAndName: (query: Record<string, string>) => request.get(`${USER_BASE}/checkUsernameAndName`).query(query).set(headers),
    departTree: () => request.get(`${USER_BASE}/departTree`).set(headers),
    groupOptions: () => request.get(`${USER_BASE}/groupOptions`).set(headers),
    userList: (departId: number | string) => request.get(`/api/admin/depart/userList/${departId}`).set(headers),
    exportList: (query: Record<string, unknown> = {}) =>
      request
        .get('/api/business/plt-user/exportList')
        .query(query)
        .set(headers)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        }),
    /** Every current user (one page of up to 1000). */
    all: async (): Promise<any[]> => (await request.get(`${USER_BASE}/selectPage`).query({ page: 1, limit: 1000 }).set(headers)).body.data.records,
    departs: async (): Promise<any[]> => (await request.get('/api/admin/depart/departList').set(headers)).body.data,
  };
}

/** A department id by name, as the company's own departList answers it. */
export async function departId(api: ReturnType<typeof userApi>, name: string): Promise<number> {
  const found = (await api.departs()).find((d) => d.name === name);
  if (!found) throw new Error(`no department ${name}`);
  return found.id;
}

/** A custom role of a company with the given menus, straight through the models (the roles page is another section). */
export async function createRole(server: TestServer, tenantId: number, name: string, menus: string[]): Promise<number> {
  const role = await asTenant(tenantId, () => server.services.db.models.Role.create({ name, description: `${name}（测试）` }));
  await server.services.policies.setRoleObjects(tenantId, role.id, menus);
  return role.id;
}

export const accountOf = (server: TestServer, mobile: string) =>
  asSystem(() => server.services.db.models.Account.findOne({ where: { mobile }, raw: true })) as Promise<any>;

export const setSeats = (server: TestServer, tenantId: number, authorizationNumber: number) =>
  asSystem(() => server.services.db.models.Company.update({ authorizationNumber }, { where: { id: tenantId } }));

/** A new user body for the wizard (addType 0). */
export const newUser = (username: string, name: string, departId: number, extra: Record<string, unknown> = {}) => ({
  addType: 0,
  username,
  name,
  password: 'Passw0rd!',
  rePassword: 'Passw0rd!',
  departId,
  ...extra,
});
