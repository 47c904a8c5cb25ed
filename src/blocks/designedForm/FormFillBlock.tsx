/**
 * The `formFill` block (我的表单's 填写 dialog and the message link): the published version of one form (`load`,
 * fill/select/:id) drawn by @rjsf/antd and checked in the browser with the server's messages; 提交 sends {formId, data}
 * to `save` (fill/submit); a refusal is shown under its fields or above the form, 提交成功 after. With `answers` it
 * shows a submission's answers instead (我的提交's 查看); with `openFrom` it opens itself in a dialog for the form the
 * page address names (`/myForms?formId=`, the message link).
 */
import { useSearchParams } from '@umijs/max';
import { Alert, Button, Modal, Result, Skeleton, Typography } from 'antd';
import type { ErrorSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { ApiError } from '@/services/request';
import { callOperation, operationOf } from '../calls';
import type { BlockProps } from '../types';
import { useRecord } from '../useRecord';
import DesignedFormView from './DesignedFormView';
import { orderedKeys } from './field-model';
import { serverErrors } from './fill-errors';
import { AnswerList } from './FormAnswers';

/** 我的提交's 查看: the answers under the titles of the version the row carries (`schema`), else the form's published one. */
function SubmissionAnswers({ block, page, row }: BlockProps) {
  const carried = row?.schema ? { version: Number(row.version), schema: row.schema, uiSchema: row.uiSchema } : undefined;
  // The form's own row (its id the submission's formId), made once: a new row each render would load again and again.
  const formRow = useMemo(() => (carried ? row : { ...row, id: row?.formId }), [row]);
  const { record, loading } = useRecord(page, carried ? { ...block, load: undefined } : { ...block, failure: '表单无法读取' }, formRow);
  if (loading) return <Skeleton active />;
  const version = carried ?? (record?.schema ? { version: Number(record.version), schema: record.schema, uiSchema: record.uiSchema } : undefined);
  return (
    <AnswerList
      data={row?.data}
      version={version}
      header={[
        { label: '表单', value: row?.formName },
        { label: '版本', value: row?.version !== undefined ? `版本${row.version}` : undefined },
        { label: '提交时间', value: row?.crtTime },
      ]}
    />
  );
}

/** The form the page address names opened in a dialog; closing it takes the parameter off the address. */
function AddressedFill(props: BlockProps) {
  const [params, setParams] = useSearchParams();
  const name = props.block.openFrom!;
  const id = params.get(name);
  const row = useMemo(() => ({ id }), [id]);
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete(name);
    setParams(next, { replace: true });
  };
  if (!id) return null;
  return (
    <Modal open title={props.block.title ?? '填写表单'} width={props.block.width ?? 720} footer={null} onCancel={close} destroyOnHidden maskClosable={false}>
      <Fill {...props} row={row} onDone={close} />
    </Modal>
  );
}

export default function FormFillBlock(props: BlockProps) {
  if (props.block.answers) return <SubmissionAnswers {...props} />;
  if (props.block.openFrom && !props.row) return <AddressedFill {...props} />;
  return <Fill {...props} />;
}

function Fill({ block, page, row, rowKey, onDone }: BlockProps) {
  const { record, loading, failed, reason } = useRecord(page, { ...block, failure: block.failure ?? '表单无法填写' }, row);
  const [data, setData] = useState<Record<string, unknown>>({});
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>();
  const [top, setTop] = useState<string>();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const save = operationOf(page, block, block.save);

  if (loading) return <Skeleton active />;
  if (failed || !record?.schema) return <Alert type="warning" showIcon message={reason ?? '表单无法填写'} data-testid="fill-failed" />;
  if (done)
    return (
      <Result
        status="success"
        title="提交成功"
        subTitle={record.name}
        extra={
          <Button type="primary" onClick={onDone}>
            关闭
          </Button>
        }
      />
    );

  const submit = async (values: Record<string, unknown>) => {
    if (!save) return;
    setSending(true);
    setTop(undefined);
    setExtraErrors(undefined);
    try {
      await callOperation(save, { row, rowKey, body: { formId: record.id ?? row?.[rowKey ?? 'id'], data: values }, quiet: true });
      setDone(true);
      page.reload();
    } catch (error) {
      const body = error instanceof ApiError ? error.body : undefined;
      const shown = serverErrors(body?.data, orderedKeys(record.schema, record.uiSchema), body?.msg ?? (error instanceof Error ? error.message : '提交失败'));
      setExtraErrors(Object.keys(shown.byField).length ? shown.byField : undefined);
      setTop(shown.top);
    } finally {
      setSending(false);
    }
  };

  return (
    <div data-testid="form-fill" data-version={record.version}>
      {record.description && (
        <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
          {record.description}
        </Typography.Paragraph>
      )}
      {top && <Alert type="error" showIcon message={top} style={{ marginBottom: 12 }} data-testid="fill-error" />}
      <DesignedFormView
        schema={record.schema}
        uiSchema={record.uiSchema ?? {}}
        formData={data}
        onChange={(values) => {
          // The server's errors stay until the answers change.
          if (JSON.stringify(values) !== JSON.stringify(data)) setExtraErrors(undefined);
          setData(values);
        }}
        onSubmit={(values) => void submit(values)}
        extraErrors={extraErrors}
      >
        <Button type="primary" htmlType="submit" loading={sending} disabled={!save} block>
          提交
        </Button>
      </DesignedFormView>
    </div>
  );
}
