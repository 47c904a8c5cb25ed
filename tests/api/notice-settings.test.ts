import { describeStatusCatalogue } from '../support/status-catalogue-suite';

const BASE = '/api/business/plt-notice';

/** 通知公告设置: notice categories (plt-notice/*), spec doc 2 §2, §5, §7. */
describe('notice categories', () => {
  describeStatusCatalogue(
    {
      section: 'noticeSetting',
      base: BASE,
      title: '通知公告设置',
      nameField: 'noticeType',
      seeded: ['产品更新', '产品上线', '福利'],
      disabled: [],
      extra: { type: '通知', note: '备注', showInWidget: 1 },
      rules: [
        [{ noticeType: undefined }, '请填写分类名字', 'noticeType'],
        [{ noticeType: '   ' }, '请填写分类名字', 'noticeType'],
        [{ noticeType: '名'.repeat(51) }, '分类名字不能超过50个字符', 'noticeType'],
        [{ noticeType: 12 }, '分类名字格式不正确', 'noticeType'],
        [{ type: undefined }, '请填写类型', 'type'],
        [{ type: '' }, '请填写类型', 'type'],
        [{ type: '类'.repeat(51) }, '类型不能超过50个字符', 'type'],
        [{ note: '备'.repeat(201) }, '备注不能超过200个字符', 'note'],
        [{ showInWidget: 2 }, '是否在工作台小组件区域展示取值不正确', 'showInWidget'],
        [{ status: 5 }, '状态取值不正确', 'status'],
        [{ status: '1' }, '状态取值不正确', 'status'],
      ],
      duplicate: (name) => `分类名字“${name}”已存在`,
    },
    (context) => {
      test('the yes/no "show in workbench widget area" choice is stored, defaults to no, and is listed by findAllByStatus', async () => {
        const { server, adminA } = context();
        const plain = await server.request.post(`${BASE}/create`).set(adminA).send({ noticeType: '默认不展示', type: '公告' });
        expect(plain.body.data).toMatchObject({ showInWidget: 0, status: 1 });
        const id = plain.body.data.id;
        const shown = await server.request.post(`${BASE}/update`).set(adminA).send({ id, noticeType: '默认不展示', type: '公告', note: '', status: 1, showInWidget: 1 });
        expect(shown.body.data.showInWidget).toBe(1);
        const enabled = (await server.request.get(`${BASE}/findAllByStatus`).set(adminA)).body.data;
        expect(enabled.find((r: any) => r.id === id)).toEqual({ id, noticeType: '默认不展示', type: '公告', note: '', showInWidget: 1, needApproval: 0, status: 1 });
        expect(enabled.find((r: any) => r.noticeType === '产品更新')).toMatchObject({ type: '通知', showInWidget: 1 });
      });

      test('a body that is not an object is refused', async () => {
        const { server, adminA } = context();
        const res = await server.request.post(`${BASE}/create`).set(adminA).send([{ noticeType: 'x', type: 'y' }]);
        expect([res.status, res.body.msg]).toEqual([400, '请求格式不正确']);
      });
    },
  );
});
