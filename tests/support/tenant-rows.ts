import type { TestServer } from './test-server';
import { asTenant } from '../../server/context/request-context';
import { makePng } from './images';
import { sampleOf } from './route-requests';
import { shanghaiDay } from '../../server/engine/calendar-days';

/** The models whose rows belong to one company (scoped by the data layer). */
export function tenantModels(server: TestServer): string[] {
  const { tables, specs, models } = server.services.db;
  return Object.keys(models).filter((name) => tables[name]?.tenant || specs[name]?.tenantKey).sort();
}

/** Company-shared models (published stock) show a company the other companies' shared rows too: its own rows only. */
const ownOnly = (server: TestServer, model: string, tenantId: number) => (server.services.db.tables[model]?.sharedRead ? { tenantId } : undefined);

/** Every row a company owns, deleted ones included, model by model: what must not change when another company acts. */
export async function snapshotTenant(server: TestServer, tenantId: number): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const name of tenantModels(server)) {
    const model = server.services.db.models[name];
    const rows = await asTenant(tenantId, () => model.findAll({ raw: true, paranoid: false, where: ownOnly(server, name, tenantId), order: [[model.primaryKeyAttribute ?? 'id', 'ASC']] }));
    out[name] = JSON.parse(JSON.stringify(rows));
  }
  return out;
}

/** The ids of a company's rows of one model, deleted ones included, newest last. */
export async function idsOf(server: TestServer, tenantId: number, model: string): Promise<number[]> {
  // Personal settings name an account (front/info's id): the accounts of the company's members.
  if (model === 'ownAccount') return asTenant(tenantId, () => server.services.db.models.Membership.findAll({ raw: true, order: [['id', 'ASC']] })).then((rows: any[]) => rows.map((row) => row.accountId));
  // A message names its recipient: the messages of the company's main account (the matrix tests' actor).
  if (model === 'ownMessage') {
    const { Company, Message } = server.services.db.models;
    return asTenant(tenantId, async () => {
      const company: any = await Company.findByPk(tenantId, { attributes: ['mainAccountId'], raw: true });
      const rows = await Message.findAll({ where: { accountId: company?.mainAccountId ?? 0 }, attributes: ['id'], order: [['id', 'ASC']], raw: true });
      return rows.map((row: any) => row.id);
    });
  }
  // The member id of the company's main account (a member of that company only in the demo data): a schedule's
  // participant or cc, named as every person of the company API is (user/selectPage's id).
  if (model === 'mainMember') {
    return asTenant(tenantId, async () => {
      const { Company, Membership } = server.services.db.models;
      const company: any = await Company.findByPk(tenantId, { attributes: ['mainAccountId'], raw: true });
      const member: any = company?.mainAccountId ? await Membership.findOne({ where: { accountId: company.mainAccountId }, attributes: ['id'], raw: true }) : null;
      return member ? [member.id as number] : [];
    });
  }
  // 面单记录 / 查询记录: the company's usage records of that type.
  if (model === 'waybillUsage' || model === 'queryUsage') {
    const where = { type: model === 'waybillUsage' ? 2 : 1 };
    return asTenant(tenantId, () => server.services.db.models.LogisticsUsage.findAll({ where, attributes: ['id'], order: [['id', 'ASC']], raw: true })).then((rows: any[]) => rows.map((row) => row.id));
  }
  const m = server.services.db.models[model];
  const rows = await asTenant(tenantId, () => m.findAll({ raw: true, paranoid: false, where: ownOnly(server, model, tenantId), attributes: [m.primaryKeyAttribute], order: [[m.primaryKeyAttribute, 'ASC']] }));
  return rows.map((row: any) => row[m.primaryKeyAttribute]);
}

/**
 * One row of every kind a company can make through its console, named with `marker` so that a response showing
 * it to another company is found by text: a department, a member in it, a role, a notice setting, a schedule
 * type, a calendar schedule, an example contact, an uploaded file, an SMS signature and an SMS template, an
 * electronic waybill and a logistics query, the attendance schedule setting and a day signed in, a published designed
 * form and a submission of it. Answers the uploaded file's url.
 */
export async function makeMarkedRows(server: TestServer, headers: Record<string, string>, marker: string, openapi: any): Promise<string> {
  const sample = (name: string, own: Record<string, unknown>) => ({ ...(sampleOf({ $ref: name }, openapi.components.schemas) as object), ...own });
  const expectOk = async (what: string, request: PromiseLike<{ status: number; body: any }>) => {
    const res = await request;
    if (res.status !== 200) throw new Error(`${marker} ${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const { request } = server;
  const departs = await expectOk('departList', request.get('/api/admin/depart/departList').set(headers));
  const root = departs.find((d: any) => d.parentId === -1 || d.parentId == null) ?? departs[0];
  await expectOk('depart', request.post('/api/admin/depart/addList').set(headers).send([{ name: `${marker}部门`, parentId: root.id }]));
  const depart = (await expectOk('departList', request.get('/api/admin/depart/departList').set(headers))).find((d: any) => d.name === `${marker}部门`);
  await expectOk('member', request.post('/api/admin/user/addUser').set(headers).send(sample('userCreate', { name: `${marker}成员`, departId: depart.id, password: 'Marked@2026', rePassword: 'Marked@2026' })));
  await expectOk('role', request.post('/api/admin/group/addGroup').set(headers).send(sample('permissionCreate', { name: `${marker}角色` })));
  await expectOk('notice', request.post('/api/business/plt-notice/create').set(headers).send(sample('noticeSettingCreate', {})));
  await expectOk('schedule', request.post('/api/business/plt-schedule-type/create').set(headers).send(sample('scheduleSettingCreate', { typeName: `${marker}日程` })));
  // A company notice (通知公告) issued by the actor to themself (by member id), in an enabled category.
  const categories = await expectOk('categories', request.get('/api/business/plt-notice/findAllByStatus').set(headers));
  const me = await expectOk('info', request.get('/api/admin/user/front/info').set(headers));
  const noticeBody = { title: `${marker}公告`, type: categories[0].id, openDate: '2999-12-31', voList: [{ id: me.memberId }], text: `<p>${marker}正文</p>` };
  await expectOk('company notice', request.post('/api/business/plt-user-notice/create').set(headers).send(noticeBody));
  await expectOk('contact', request.post('/api/examples/contact/create').set(headers).send(sample('exampleContactCreate', { name: `${marker}联系人`, mobile: '13912345678' })));
  await expectOk('calendar schedule', request.post('/api/business/plt-schedule-main/create').set(headers).send({ typeName: '会议', scheduleName: `${marker}日程安排`, startTime: shanghaiDay(), startHour: '09:00', endHour: '10:00' }));
  const file = await expectOk('file', request.post('/api/business/storage/create').set(headers).attach('file', makePng(), `${marker}.png`));
  // 服务控制台: an SMS signature (its images the file above) and a template, waiting for the audit.
  const sign = await expectOk('sms signature', request.post('/api/sms/sms-sign/create').set(headers).send({ name: `${marker}签名`.slice(0, 12), idCardJust: file.url, card: file.url }));
  const template = await expectOk('sms template', request.post('/api/sms/sms-template/create').set(headers).send({ type: 0, templateName: `${marker}模板`, templateText: `${marker}提醒：您的订单\${orderNo}已发货` }));
  // An API key, and one message sent with it (a send record): the signature and template approved through the data
  // layer (the operators' audit), one remaining SMS added.
  const key = await expectOk('api key', request.post('/api/sms/api-key/create').set(headers).send({ name: `${marker}密钥` }));
  const { db } = server.services;
  await asTenant(me.tenantId, async () => {
    await db.sections.signatureManage.update({ status: 2 }, { where: { id: sign.id } });
    await db.sections.templateManager.update({ status: 2 }, { where: { id: template.id } });
    await db.models.ServiceAccount.bulkCreate([{ smsCount: 0, waybillCount: 0, queryCount: 0 }], { ignoreDuplicates: true });
    await db.models.ServiceAccount.increment({ smsCount: 1, waybillCount: 1, queryCount: 1 }, { where: { tenantId: me.tenantId } });
  });
  const code = (await expectOk('sms template code', request.get(`/api/sms/sms-template/select/${template.id}`).set(headers))).templateCode;
  await expectOk('sms send', request.post('/api/sms/send').set('X-Api-Key', key.secret).send({ templateCode: code, mobiles: ['13912345678'], params: { orderNo: marker } }));
  // 电子面单 and 物流查询 with the key: a waybill for the marker's order, and a query of it (one of each pack added above).
  const waybill = await expectOk('waybill', request.post('/api/logistics/waybill').set('X-Api-Key', key.secret).send({ orderNo: marker.slice(0, 64), receiverName: `${marker}收件人`.slice(0, 30), receiverMobile: '13912345678', address: `${marker}地址` }));
  await expectOk('logistics query', request.post('/api/logistics/query').set('X-Api-Key', key.secret).send({ waybillNo: waybill.waybillNo }));
  // 考勤设置: the company's one schedule setting, its place named with the marker.
  const schedule = { workOn: '09:00:00', workOff: '18:00:00', isApp: 1, location: `${marker}考勤地点`, latitude: 31.23, longitude: 121.47, radius: 300, isPc: 0 };
  await expectOk('attendance schedule', request.post('/api/business/sign-schedule/create').set(headers).send(schedule));
  // 考勤记录: the actor's day, signed in at the schedule's place, its location named with the marker.
  await expectOk('sign in', request.post('/api/business/sign/signIn').set(headers).send({ latitude: 31.23, longitude: 121.47, location: `${marker}签到地点` }));
  // 表单设计: a form published to every member (a version and audience rows), and the actor's submission of it.
  const formBody = { name: `${marker}表单`, schema: { type: 'object', properties: { note: { type: 'string', title: `${marker}备注` } } }, uiSchema: {}, audience: { all: 1, departIds: [], userIds: [] } };
  const form = await expectOk('designed form', request.post('/api/forms/form/create').set(headers).send(formBody));
  await expectOk('designed form publish', request.post(`/api/forms/form/publish/${form.id}`).set(headers).send({}));
  await expectOk('form submission', request.post('/api/forms/fill/submit').set(headers).send({ formId: form.id, data: { note: `${marker}填写` } }));
  return file.url;
}
