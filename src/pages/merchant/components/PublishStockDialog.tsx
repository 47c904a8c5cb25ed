import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Table, Tag, Upload, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/services/request';
import { downloadFile } from '@/services/download';
import { TEMPLATE_URL, createStock, deleteStock, importStock, myStock, updateStock, type ImportError, type StockPage, type StockRecord } from '../stock-api';
import styles from './StockCenter.less';

const PAGE_SIZES = [10, 20, 50, 100];

const STATUS: Record<number, { label: string; color: string }> = { 1: { label: '已发布', color: 'green' }, 0: { label: '已撤回', color: 'default' } };

type Editing = { row?: StockRecord } | null;

/** Add or edit one row of the company's stock (the server checks every field again, with the same messages). */
function StockForm({ editing, onDone }: { editing: Editing; onDone: (saved: boolean) => void }) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (editing) form.setFieldsValue(editing.row ?? { brandName: undefined, goodsName: undefined, series: undefined, specModel: undefined, itemNo: undefined, retailPrice: undefined, availableQty: undefined, qq: undefined });
  }, [editing, form]);
  const save = async () => {
    const values = await form.validateFields();
    const body = { ...values, series: values.series ?? '', qq: values.qq ?? '' };
    setSaving(true);
    try {
      if (editing?.row) await updateStock(editing.row.id, body);
      else await createStock(body);
      message.success(editing?.row ? '修改成功!' : '发布成功!');
      onDone(true);
    } catch {
      // The request client showed the server's message.
    } finally {
      setSaving(false);
    }
  };
  const required = (label: string) => [{ required: true, whitespace: true, message: `请输入${label}` }];
  return (
    <Modal title={editing?.row ? '编辑库存' : '新增库存'} open={Boolean(editing)} onOk={save} confirmLoading={saving} onCancel={() => onDone(false)} okText="保存" cancelText="取消" width={560} destroyOnHidden forceRender>
      <Form form={form} layout="vertical" requiredMark>
        <Space.Compact block>
          <Form.Item name="brandName" label="品牌" rules={required('品牌')} style={{ flex: 1, marginRight: 12 }}>
            <Input maxLength={50} placeholder="如 SKF" />
          </Form.Item>
          <Form.Item name="series" label="系列" style={{ flex: 1 }}>
            <Input maxLength={50} placeholder="如 6200系列" />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="goodsName" label="产品名称" rules={required('产品名称')}>
          <Input maxLength={100} placeholder="如 深沟球轴承" />
        </Form.Item>
        <Space.Compact block>
          <Form.Item name="specModel" label="型号" rules={required('型号')} style={{ flex: 1, marginRight: 12 }}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="itemNo" label="订货号" rules={required('订货号')} style={{ flex: 1 }}>
            <Input maxLength={50} />
          </Form.Item>
        </Space.Compact>
        <Space.Compact block>
          <Form.Item name="retailPrice" label="面价(元)" style={{ flex: 1, marginRight: 12 }}>
            <InputNumber min={0} max={99999999} precision={2} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="availableQty" label="可用数量" rules={[{ required: true, message: '请输入可用数量' }]} style={{ flex: 1 }}>
            <InputNumber min={0} max={99999999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="qq" label="QQ" rules={[{ pattern: /^[1-9][0-9]{4,14}$/, message: 'QQ号格式不正确' }]}>
          <Input maxLength={15} placeholder="买家点击“咨询”时联系的 QQ" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 发布我的库存: the company's own stock rows (published and withdrawn) — add, edit, withdraw / publish again,
 * delete — and the xlsx import: download the template, upload it; a file with a bad row imports nothing and its
 * rows' errors are listed here by row number.
 */
export default function PublishStockDialog({ open, onClose }: { open: boolean; onClose: (changed: boolean) => void }) {
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const [data, setData] = useState<StockPage>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const [importErrors, setImportErrors] = useState<{ msg: string; errors: ImportError[] } | null>(null);
  const changed = useRef(false);

  const load = useCallback(() => {
    setLoading(true);
    myStock(paging.page, paging.limit)
      .then((res) => setData(res.data))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [paging]);
  useEffect(() => {
    if (open) load();
  }, [open, load]);
  const done = () => {
    changed.current = true;
    load();
  };

  const setStatus = async (row: StockRecord, status: 0 | 1) => {
    await updateStock(row.id, { status });
    message.success(status === 0 ? '撤回成功!' : '发布成功!');
    done();
  };
  const remove = async (row: StockRecord) => {
    await deleteStock(row.id);
    message.success('删除成功!');
    done();
  };
  const upload = async (file: File) => {
    setImportErrors(null);
    setImporting(true);
    try {
      const { count } = await importStock(file);
      message.success(`导入成功，共 ${count} 条`);
      setPaging({ ...paging, page: 1 });
      done();
    } catch (error) {
      const body = error instanceof ApiError ? error.body : undefined;
      const errors = (body?.data as { errors?: ImportError[] } | null)?.errors ?? [];
      setImportErrors({ msg: errors.length ? `导入失败：共 ${errors.length} 行有误，未导入任何数据，请修改后重新导入` : body?.msg ?? '导入失败', errors });
    } finally {
      setImporting(false);
    }
    return false;
  };

  const columns: ColumnsType<StockRecord> = [
    { title: '产品信息', key: 'goods', ellipsis: true, render: (_, r) => [r.brandName, r.goodsName, r.series].filter(Boolean).join(' / ') },
    { title: '型号', dataIndex: 'specModel', width: 150, ellipsis: true },
    { title: '订货号', dataIndex: 'itemNo', width: 110, ellipsis: true },
    { title: '面价(元)', dataIndex: 'retailPrice', width: 96, align: 'right', render: (v?: number | null) => (v === null || v === undefined ? '-' : v.toFixed(2)) },
    { title: '可用数量', dataIndex: 'availableQty', width: 84, align: 'right' },
    { title: '状态', dataIndex: 'status', width: 80, render: (v: number) => <Tag color={STATUS[v]?.color}>{STATUS[v]?.label ?? v}</Tag> },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, r) => (
        <Space size={8}>
          <a onClick={() => setEditing({ row: r })}>编辑</a>
          {r.status === 1 ? (
            <Popconfirm title="撤回后其他企业将看不到该库存，确定撤回吗？" onConfirm={() => setStatus(r, 0)} okText="确定" cancelText="取消">
              <a>撤回</a>
            </Popconfirm>
          ) : (
            <a onClick={() => setStatus(r, 1)}>重新发布</a>
          )}
          <Popconfirm title="此操作将永久删除, 是否继续?" onConfirm={() => remove(r)} okText="确定" cancelText="取消">
            <a>删除</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Modal
      title="发布我的库存"
      open={open}
      footer={null}
      width="min(1000px, calc(100vw - 32px))"
      onCancel={() => {
        setImportErrors(null);
        onClose(changed.current);
        changed.current = false;
      }}
      destroyOnHidden
    >
      <div className={styles.toolbar}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          新增库存
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => downloadFile(TEMPLATE_URL, {}, '库存导入模板.xlsx').catch(() => undefined)}>
          下载导入模板
        </Button>
        <Upload accept=".xlsx" showUploadList={false} beforeUpload={upload} maxCount={1}>
          <Button icon={<UploadOutlined />} loading={importing}>
            导入库存
          </Button>
        </Upload>
      </div>
      {importErrors ? (
        <Alert
          className={styles.importErrors}
          type="error"
          showIcon
          closable
          onClose={() => setImportErrors(null)}
          message={importErrors.msg}
          description={
            importErrors.errors.length ? (
              <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="import-errors">
                {importErrors.errors.map((e) => (
                  <li key={`${e.row}-${e.field}`}>
                    第{e.row}行：{e.message}
                  </li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}
      <Table<StockRecord>
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={data.records}
        tableLayout="fixed"
        scroll={{ x: 760 }}
        pagination={{
          current: paging.page,
          pageSize: paging.limit,
          total: data.total,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (page, limit) => setPaging({ page: limit === paging.limit ? page : 1, limit }),
        }}
      />
      <StockForm
        editing={editing}
        onDone={(saved) => {
          setEditing(null);
          if (saved) done();
        }}
      />
    </Modal>
  );
}
