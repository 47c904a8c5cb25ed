/**
 * 发布我的库存: the company's own published stock in a dialog — list, add, edit, withdraw and import — shown by its
 * grants.
 */
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Popconfirm, Result, Upload, message } from 'antd';
import { useRef, useState } from 'react';
import RecordTable from '@/components/SchemaPage/RecordTable';
import { usePagedRows } from '@/components/SchemaPage/paging';
import { useGrantedSection } from '@/components/SchemaPage/useGrantedSection';
import { ApiError } from '@/services/request';
import { downloadFile } from '@/services/download';
import { TEMPLATE_URL, deleteStock, importStock, myStock, updateStock, type ImportError, type StockRecord } from './stock-calls';
import StockForm, { type Editing } from './StockForm';
import styles from './stock.less';

const PAGE_SIZES = [10, 20, 50, 100];

/** The company's rows: 产品信息 is drawn by the dialog (`cells`), the others from the section's fields (状态's labels among them). */
const COLUMNS = [
  { field: 'goods', title: '产品信息', ellipsis: true },
  { field: 'specModel', width: 150, ellipsis: true },
  { field: 'itemNo', width: 110, ellipsis: true },
  { field: 'retailPrice', width: 110 },
  { field: 'availableQty', width: 84 },
  { field: 'status', width: 90 },
];
const CELLS = { goods: (r: Record<string, any>) => [r.brandName, r.goodsName, r.series].filter(Boolean).join(' / ') || '-' };

/** What a member without the section's read grant sees instead of the list. */
const NoGrant = () => <Result status="403" title="暂无权限" subTitle="您还没有“库存共享”的权限，请联系企业管理员在权限设置中开通" />;

/**
 * 发布我的库存: the company's own stock rows (published and withdrawn) — add, edit, withdraw / publish again,
 * delete — and the xlsx import: download the template, upload it; a file with a bad row imports nothing and its
 * rows' errors are listed here by row number. Only what the caller's grants allow is shown (the section's
 * operations as served): 新增 brings the add and import buttons, 修改 edit and withdraw, 删除 delete; without a
 * read grant the dialog says so instead of listing.
 */
export default function PublishStockDialog({ open, onClose }: { open: boolean; onClose: (changed: boolean) => void }) {
  const granted = useGrantedSection('publishStock', open);
  const can = (operation: string) => granted.state === 'ready' && granted.can(operation);
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const [importErrors, setImportErrors] = useState<{ msg: string; errors: ImportError[] } | null>(null);
  const changed = useRef(false);
  const listable = can('list');
  // Listed while open and granted; opening again lists page 1.
  const list = usePagedRows({ load: (page, limit) => (open && listable ? myStock(page, limit).then((res) => res.data) : Promise.resolve([])), filters: { open, listable }, pageSize: PAGE_SIZES[0] });
  const done = () => {
    changed.current = true;
    list.reload();
  };

  // A refused call was shown by the request client; the row stays as it was.
  const setStatus = (row: StockRecord, status: 0 | 1) =>
    updateStock(row.id, { status })
      .then(() => {
        message.success(status === 0 ? '撤回成功!' : '发布成功!');
        done();
      })
      .catch(() => undefined);
  const remove = (row: StockRecord) =>
    deleteStock(row.id)
      .then(() => {
        message.success('删除成功!');
        done();
      })
      .catch(() => undefined);
  const upload = async (file: File) => {
    setImportErrors(null);
    setImporting(true);
    try {
      const { count } = await importStock(file);
      message.success(`导入成功，共 ${count} 条`);
      list.setPage(1);
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

  // 编辑 and 撤回 (or 重新发布) with 修改, 删除 with its own grant: one row shows at most three links.
  const actionTitles = [...(can('update') ? ['编辑', '重新发布'] : []), ...(can('delete') ? ['删除'] : [])];
  const rowActions = (row: Record<string, any>) => {
    const r = row as StockRecord;
    return [
      can('update') ? <a key="edit" onClick={() => setEditing({ row: r })}>编辑</a> : null,
      can('update') && r.status === 1 ? (
        <Popconfirm key="withdraw" title="撤回后其他企业将看不到该库存，确定撤回吗？" onConfirm={() => setStatus(r, 0)} okText="确定" cancelText="取消">
          <a>撤回</a>
        </Popconfirm>
      ) : null,
      can('update') && r.status !== 1 ? <a key="publish" onClick={() => setStatus(r, 1)}>重新发布</a> : null,
      can('delete') ? (
        <Popconfirm key="delete" title="此操作将永久删除, 是否继续?" onConfirm={() => remove(r)} okText="确定" cancelText="取消">
          <a>删除</a>
        </Popconfirm>
      ) : null,
    ].filter(Boolean);
  };

  const toolbar = can('create') ? (
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
  ) : null;

  const body = () => {
    if (granted.state === 'denied' || (granted.state === 'ready' && !listable)) return <NoGrant />;
    if (granted.state === 'failed') return <Result status="error" title="加载失败" subTitle={granted.message} />;
    return (
      <RecordTable
        rowKey="id"
        size="small"
        columns={COLUMNS}
        fields={granted.state === 'ready' ? granted.schema.fields : {}}
        list={list}
        pageSizes={PAGE_SIZES}
        cells={CELLS}
        actions={actionTitles.length ? { titles: actionTitles, render: rowActions } : undefined}
      />
    );
  };

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
      {toolbar}
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
      {body()}
      {granted.state === 'ready' && (can('create') || can('update')) ? (
        <StockForm
          editing={editing}
          fields={granted.schema.fields}
          required={granted.schema.required ?? []}
          onDone={(saved) => {
            setEditing(null);
            if (saved) done();
          }}
        />
      ) : null}
    </Modal>
  );
}
