import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, DatePicker, Form, Input, Layout, Menu, Result, Space, Table, Tag, message } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import ConsoleLayout from '@/layouts/ConsoleLayout';
import type { CurrentUser } from '@/services/types';
import CreateDialog from './CreateDialog';
import NoticeDialog from './NoticeDialogs';
import PersonPicker from '@/widgets/PersonPicker';
import { categories as loadCategories, confirmDeleteNotice, listNotices, STATUS, type Category, type ListQuery, type Notice, type Person } from './notice-api';
import styles from './index.less';

type Menu = 'published' | 'mine';
const day = (value?: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined);

/**
 * 通知公告 (/noticeManager, spec doc 1 "Notice reading and creation"): 已发布 (default) and 我创建的; title search
 * (Enter), category checkboxes, issuer picker (single, hidden on 我创建的), compile-date and display-period ranges;
 * the table; create, reading, detail and delete dialogs. Who sees what is the server's rule (visible scope or issuer).
 */
function NoticeManager({ user }: { user?: CurrentUser }) {
  const [menu, setMenu] = useState<Menu>('published');
  const [form] = Form.useForm();
  const [title, setTitle] = useState('');
  const [issuer, setIssuer] = useState<Person[]>([]);
  const [picking, setPicking] = useState(false);
  const [filters, setFilters] = useState<ListQuery>({});
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const [data, setData] = useState<{ records: Notice[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [categoryList, setCategoryList] = useState<Category[]>([]);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<Notice | null>(null);
  const [off, setOff] = useState<string>();
  const mine = menu === 'mine';

  useEffect(() => {
    loadCategories()
      .then((res) => setCategoryList(res.data))
      .catch((error) => message.error(`获取通告分类失败!${error.message}`));
  }, []);

  const load = useCallback(() => {
    setLoading(true);
    listNotices({ ...filters, title: title || undefined, ...paging, selectType: mine ? 1 : undefined })
      .then((res) => {
        setOff(undefined);
        setData(res.data);
      })
      .catch((error) => {
        // The 通知公告 feature switch off: a clear message instead of the page.
        if (error.status === 409) setOff(error.message);
        else message.error(`获取通知公告列表失败!${error.message}`);
      })
      .finally(() => setLoading(false));
  }, [filters, title, paging, mine]);
  useEffect(load, [load]);

  const search = () => {
    const values = form.getFieldsValue();
    const [startTime, endTime] = values.compiled ?? [];
    const [startDate, endDate] = values.display ?? [];
    setFilters({
      typeList: values.typeList?.length ? values.typeList.join(',') : undefined,
      editId: !mine && issuer[0] ? issuer[0].id : undefined,
      startTime: day(startTime),
      endTime: day(endTime),
      startDate: day(startDate),
      endDate: day(endDate),
    });
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const reset = () => {
    form.resetFields();
    setIssuer([]);
    setTitle('');
    setFilters({});
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const switchMenu = (key: Menu) => {
    setMenu(key);
    setIssuer([]);
    setFilters((f) => ({ ...f, editId: undefined }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const remove = (notice: Notice) => confirmDeleteNotice(notice, () => (setOpen(null), load()));

  const columns = [
    { title: '标题', dataIndex: 'title', render: (text: string, row: Notice) => <a onClick={() => setOpen(row)}>{text}</a> },
    { title: '编号', dataIndex: 'code', render: (text: string | null) => text || '-' },
    { title: '类型', dataIndex: 'typeName' },
    ...(mine ? [] : [{ title: '发布人', dataIndex: 'editName' }]),
    ...(mine ? [{ title: '状态', dataIndex: 'status', render: (s: number) => (STATUS[s] ? <Tag color={STATUS[s].color}>{STATUS[s].text}</Tag> : s) }] : []),
    { title: '发布日期', dataIndex: 'releaseTime', render: (text: string) => text?.slice(0, 10) },
    { title: '公示日期', dataIndex: 'openDate' },
  ];

  return (
    <Layout className={styles.page}>
      <Layout.Sider width={180} theme="light" className={styles.sider}>
        <Menu mode="inline" selectedKeys={[menu]} onClick={({ key }) => switchMenu(key as Menu)} items={[{ key: 'published', label: '已发布' }, { key: 'mine', label: '我创建的' }]} />
      </Layout.Sider>
      <Layout.Content className={styles.content}>
        {off ? (
          <Result status="warning" title={off} />
        ) : (
          <Card
            variant="borderless"
            title={mine ? '我创建的' : '已发布'}
            extra={
              <Space>
                <Input.Search placeholder="请输入标题关键字" allowClear value={title} onChange={(e) => setTitle(e.target.value)} onSearch={(text) => (setTitle(text.trim()), setPaging((p) => ({ ...p, page: 1 })))} style={{ width: 240 }} />
                {mine && (
                  <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                    新建通知公告
                  </Button>
                )}
              </Space>
            }
          >
            <Form form={form} layout="inline" className={styles.filters}>
              <Form.Item label="公告分类" name="typeList">
                <Checkbox.Group options={categoryList.map((c) => ({ label: c.noticeType, value: c.id }))} />
              </Form.Item>
              {!mine && (
                <Form.Item label="发布人">
                  <Space>
                    {issuer[0] && (
                      <Tag closable onClose={() => setIssuer([])}>
                        {issuer[0].name}
                      </Tag>
                    )}
                    <Button size="small" onClick={() => setPicking(true)}>
                      选择
                    </Button>
                  </Space>
                </Form.Item>
              )}
              <Form.Item label="编制日期" name="compiled">
                <DatePicker.RangePicker />
              </Form.Item>
              <Form.Item label="公示期" name="display">
                <DatePicker.RangePicker />
              </Form.Item>
              <Form.Item>
                <Space>
                  <Button type="primary" onClick={search}>
                    搜索
                  </Button>
                  <Button onClick={reset}>重置</Button>
                </Space>
              </Form.Item>
            </Form>
            <Table<Notice>
              rowKey="id"
              loading={loading}
              dataSource={data.records}
              columns={columns}
              pagination={{
                current: paging.page,
                pageSize: paging.limit,
                total: data.total,
                pageSizeOptions: [10, 20],
                showSizeChanger: true,
                showQuickJumper: true,
                showTotal: (total) => `共 ${total} 条`,
                onChange: (page, limit) => setPaging({ page, limit }),
              }}
            />
          </Card>
        )}
      </Layout.Content>
      <PersonPicker open={picking} single title="选择发布人" value={issuer} onCancel={() => setPicking(false)} onOk={(people) => (setIssuer(people), setPicking(false))} />
      <CreateDialog open={creating} user={user} categories={categoryList} onClose={() => setCreating(false)} onDone={() => (setCreating(false), load())} />
      <NoticeDialog notice={open} mine={mine} currentUserId={user?.memberId} onClose={() => setOpen(null)} onDelete={remove} />
    </Layout>
  );
}

export default function NoticeManagerPage() {
  return <ConsoleLayout>{(user) => <NoticeManager user={user} />}</ConsoleLayout>;
}
