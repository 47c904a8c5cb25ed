import type { TestServer } from './test-server';
import { DEMO_PASSWORD } from './test-server';
import { asSystem, asTenant } from '../../server/context/request-context';
import { hashPassword } from '../../server/auth/secrets';
import { newOrderNo, newOrderSn } from '../../server/modules/commerce/order-numbers';
import { publishedFormRow } from './designed-form-rows';

/**
 * The people and rows of the data-scope matrix (tests/api/scope-matrix.test.ts), in company A:
 *
 *   root ─ 范围部门 D ─ 范围下级 D1        caller C and peer P in D, S in D1
 *        └ 范围外部门 X                   O in X
 *
 * For each scope, the creator (or, for members and departments, the row itself) of a row inside and of a row outside:
 * 本人数据 own: C / P; 本部门数据 depart: P / S (the sub-department is outside 本部门); 本部门及以下数据 departTree: S / O.
 */
export type Scope = 'own' | 'depart' | 'departTree';
export const SCOPES: Scope[] = ['own', 'depart', 'departTree'];

export interface Person {
  key: 'C' | 'P' | 'S' | 'O';
  accountId: number;
  membershipId: number;
  departId: number;
  mobile: string;
}

export interface ScopeWorld {
  tenantId: number;
  departs: { root: number; D: number; D1: number; X: number };
  people: Record<Person['key'], Person>;
}

/** What a route does to the row it names: the state the row must be in for the call to be served. */
export type Purpose = 'live' | 'deleted' | 'unpaid' | 'cancelled' | 'approval';

let made = 0;
const unique = (prefix: string) => `${prefix}${++made}`;

export async function makeWorld(server: TestServer): Promise<ScopeWorld> {
  const tenantId = server.tenants.A;
  const { models, sections } = server.services.db;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return asTenant(tenantId, async () => {
    // Room for the members the matrix adds (each call gets fresh rows).
    await models.Company.update({ authorizationNumber: 10_000 }, { where: { id: tenantId } });
    const root: any = await sections.depart.findOne({ where: { parentId: -1 }, raw: true });
    const depart = async (name: string, parentId: number) => ((await sections.depart.create({ name, parentId })) as any).id as number;
    const D = await depart('范围部门', root.id);
    const D1 = await depart('范围下级', D);
    const X = await depart('范围外部门', root.id);
    const person = async (key: Person['key'], departId: number, n: number): Promise<Person> => {
      const mobile = `1396660000${n}`;
      const account: any = await models.Account.create({ mobile, passwordHash, name: `范围${key}` });
      const membership: any = await models.Membership.create({ accountId: account.id, name: `范围${key}`, departId, isCompanyAdmin: 0, status: 0 });
      return { key, accountId: account.id, membershipId: membership.id, departId, mobile };
    };
    // Two more services (kind 1) than the seeds subscribe: the service list then has rows to stamp inside and outside.
    const subscribed = (await models.AppSubscription.findAll({ attributes: ['appId'], raw: true })).map((row: any) => row.appId);
    const services: any[] = await asSystem(() => models.AppCatalog.findAll({ where: { kind: 1 }, order: [['id', 'ASC']], raw: true }));
    for (const app of services.filter((a) => !subscribed.includes(a.id)).slice(0, 2)) await models.AppSubscription.create({ appId: app.id, status: 0, seats: 1, startTime: new Date() });
    const people = { C: await person('C', D, 1), P: await person('P', D, 2), S: await person('S', D1, 3), O: await person('O', X, 4) };
    return { tenantId, departs: { root: root.id, D, D1, X }, people };
  });
}

/** The creators of the row inside and of the row outside a scope. */
export function creatorsOf(world: ScopeWorld, scope: Scope): { inside: Person; outside: Person } {
  const { C, P, S, O } = world.people;
  if (scope === 'own') return { inside: C, outside: P };
  if (scope === 'depart') return { inside: P, outside: S };
  return { inside: S, outside: O };
}

export interface MadeRow {
  id: number;
  departId?: number;
  /** Text in a listed column, found in an export. */
  marker: string;
}

/**
 * A member row of `who`'s department; for 本人数据 the inside member is the caller's own row (the only member row
 * the scope reaches).
 */
async function memberRow(server: TestServer, world: ScopeWorld, who: Person, self: boolean, purpose: Purpose): Promise<MadeRow | undefined> {
  const marker = unique('范围成员');
  const { Account, Membership } = server.services.db.models;
  if (self) {
    // The caller is never a removed member; their row as it is now (an earlier call may have renamed it).
    if (purpose === 'deleted') return undefined;
    const row: any = await asTenant(world.tenantId, () => Membership.findByPk(who.membershipId, { raw: true }));
    return { id: row.id, departId: row.departId, marker: row.name };
  }
  return asTenant(world.tenantId, async () => {
    const account: any = await Account.create({ mobile: `13955${String(made).padStart(6, '0')}`, name: marker, passwordHash: 'never-logs-in' });
    const row: any = await Membership.create({ accountId: account.id, name: marker, departId: who.departId, isCompanyAdmin: 0, status: purpose === 'deleted' ? 1 : 0, ...(purpose === 'deleted' ? { removedAt: new Date(), removedBy: '矩阵' } : {}) });
    return { id: row.id, departId: who.departId, marker };
  });
}

/** A department: inside/outside by its creator (本人数据) or by where it sits in the tree (the department scopes). */
async function departRow(server: TestServer, world: ScopeWorld, scope: Scope, inside: boolean, who: Person, purpose: Purpose): Promise<MadeRow | undefined> {
  const { D, X } = world.departs;
  // 本部门数据: the caller's own department is the only one inside (it has members: it cannot be deleted or restored).
  if (scope === 'depart' && inside) return purpose === 'live' ? { id: D, marker: '范围部门' } : undefined;
  const parentId = scope === 'own' ? X : scope === 'depart' ? D : inside ? D : X;
  const marker = unique('范围部门行');
  return asTenant(world.tenantId, async () => {
    const row: any = await server.services.db.sections.depart.create({ name: marker, parentId, crtUserId: who.accountId });
    if (purpose === 'deleted') await row.destroy();
    return { id: row.id, marker };
  });
}

async function orderRow(server: TestServer, world: ScopeWorld, who: Person, purpose: Purpose): Promise<MadeRow> {
  const { models } = server.services.db;
  const sms: any = await asSystem(() => models.AppCatalog.findOne({ where: { counter: 'smsCount' }, raw: true }));
  const pack: any = await asSystem(() => models.CatalogPackage.findOne({ where: { appId: sms.id }, order: [['qty', 'ASC']], raw: true }));
  const marker = unique('范围订单');
  const row: any = await asTenant(world.tenantId, () =>
    models.Order.create({ orderNo: newOrderNo(), orderSn: newOrderSn(), name: marker, type: 1, cid: sms.id, packageId: pack.id, qty: pack.qty, unit: pack.unit, amount: pack.price, buyType: 1, status: purpose === 'cancelled' ? 2 : 0, crtUserId: who.accountId }),
  );
  return { id: row.id, marker };
}

async function noticeRow(server: TestServer, world: ScopeWorld, who: Person): Promise<MadeRow> {
  const marker = unique('范围公告');
  const row: any = await asTenant(world.tenantId, async () => {
    const category: any = await server.services.db.sections.noticeSetting.findOne({ raw: true });
    return server.services.db.models.UserNotice.create({ title: marker, type: category.id, editId: who.accountId, editName: marker, departId: who.departId, openDate: '2999-12-31', releaseTime: new Date(), text: '<p>范围</p>', status: 2, crtUserId: who.accountId });
  });
  return { id: row.id, marker };
}

/** Subscriptions are one per app: two live ones of the company are stamped as the inside and the outside row. */
async function subscriptionRow(server: TestServer, world: ScopeWorld, who: Person, inside: boolean, among?: number[]): Promise<MadeRow> {
  const { AppSubscription } = server.services.db.models;
  return asTenant(world.tenantId, async () => {
    const rows: any[] = await AppSubscription.findAll({ where: among ? { id: among } : { status: 2 }, order: [['id', 'ASC']] });
    const row = rows[inside ? 0 : 1];
    await row.update({ crtUserId: who.accountId });
    return { id: row.id, marker: '' };
  });
}

/** An attendance day of `who` (their account and department), on a day of its own (one record per member and day). */
async function signRecordRow(server: TestServer, world: ScopeWorld, who: Person): Promise<MadeRow> {
  const marker = unique('范围行');
  const signDate = new Date(Date.UTC(2000, 0, 1) + made * 86_400_000).toISOString().slice(0, 10);
  const row: any = await asTenant(world.tenantId, () =>
    server.services.db.models.SignRecord.create({ memberId: who.membershipId, accountId: who.accountId, departId: who.departId, userName: marker, signDate, signInType: 1, lateMinutes: 5, signInLocation: marker }),
  );
  return { id: row.id, marker };
}

/** Any other row: a copy of the company's newest row of the model, created by `who` (and of their department). */
async function copiedRow(server: TestServer, world: ScopeWorld, model: string, who: Person, purpose: Purpose, markerField?: string): Promise<MadeRow> {
  const m = server.services.db.models[model] ?? server.services.db.sections[model];
  const marker = unique('范围行');
  return asTenant(world.tenantId, async () => {
    const attributes = m.getAttributes();
    // The company's own (company-shared rows of other companies are readable too).
    const newest: any = await m.findOne({ where: attributes.tenantId ? { tenantId: world.tenantId } : {}, order: [['id', 'DESC']], raw: true });
    if (!newest) throw new Error(`scope matrix: no ${model} row to copy`);
    const values: Record<string, unknown> = { ...newest, crtUserId: who.accountId };
    delete values.id;
    if (attributes.accountId) values.accountId = who.accountId;
    if (attributes.departId) values.departId = who.departId;
    if (markerField) values[markerField] = marker;
    // Unique text: a unique attribute, or a text column of a unique index (a name per company, among live siblings);
    // a short stem and a counter, so that copies of copies stay within the column (MySQL refuses longer text).
    const indexed = ((m.options.indexes ?? []) as any[]).filter((index) => index.unique).flatMap((index) => index.fields.map((field: any) => (typeof field === 'string' ? field : field.name ?? field.attribute)));
    for (const [name, attribute] of Object.entries(attributes)) if (((attribute as any).unique || indexed.includes(name)) && typeof values[name] === 'string') values[name] = unique(String(values[name]).slice(0, 8));
    const row: any = await m.create(values);
    if (purpose === 'deleted') await row.destroy();
    return { id: row.id, marker };
  });
}

/** Where an export shows a row's marker. */
export const MARKER_FIELDS: Record<string, string> = { GateLog: 'crtName', exampleContact: 'name', publishStock: 'goodsName', sendRecord: 'templateName' };

/** A row of `model` inside or outside `scope`, in the state `purpose` needs (undefined: no such row can exist). */
export async function rowFor(server: TestServer, world: ScopeWorld, model: string, scope: Scope, inside: boolean, purpose: Purpose, among?: number[]): Promise<MadeRow | undefined> {
  const { inside: inPerson, outside: outPerson } = creatorsOf(world, scope);
  const who = inside ? inPerson : outPerson;
  if (model === 'Membership') return memberRow(server, world, who, inside && scope === 'own', purpose);
  if (model === 'depart') return departRow(server, world, scope, inside, who, purpose);
  if (model === 'Order') return orderRow(server, world, who, purpose);
  if (model === 'UserNotice') return noticeRow(server, world, who);
  if (model === 'AppSubscription') return subscriptionRow(server, world, who, inside, among);
  if (model === 'SignRecord') return signRecordRow(server, world, who);
  if (model === 'DesignedForm') return { id: await publishedFormRow(server, world.tenantId, who.accountId), marker: '' };
  return copiedRow(server, world, model, who, purpose, MARKER_FIELDS[model]);
}
