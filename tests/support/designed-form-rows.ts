import type { TestServer } from './test-server';
import { asTenant } from '../../server/context/request-context';

/**
 * A designed form published to every member of the company (its version and audience rows), still publishable
 * (`pending` 1), as `crtUserId` made it: the matrices' row for 表单设计's and 我的表单's calls, each in the state it
 * needs (publish, close, fill, submit), whatever an earlier call did to another form.
 */
let made = 0;
export async function publishedFormRow(server: TestServer, tenantId: number, crtUserId?: number): Promise<number> {
  const { models } = server.services.db;
  return asTenant(tenantId, async () => {
    const schema = { type: 'object', additionalProperties: false, properties: { note: { type: 'string', title: '备注' } } };
    const uiSchema = { 'ui:order': ['note'] };
    const name = `矩阵表单${process.pid % 1000}-${++made}`;
    const form: any = await models.DesignedForm.create({ name, schema, uiSchema, audience: { all: 1, departIds: [], userIds: [] }, status: 1, version: 1, pending: 1, publishTime: new Date(), ...(crtUserId ? { crtUserId } : {}) });
    await models.DesignedFormVersion.create({ formId: form.id, version: 1, name, schema, uiSchema });
    await models.DesignedFormAudience.create({ formId: form.id, all: 1 });
    return form.id as number;
  });
}
