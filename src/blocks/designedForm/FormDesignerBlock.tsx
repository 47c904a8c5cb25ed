/**
 * The `formDesigner` block (表单设计's 新建/编辑 dialogs): name, description and audience above; the palette, the field
 * list, the selected field's settings and a live @rjsf/antd preview of the very schema being built; 保存 sends
 * {name, description, schema, uiSchema, audience} to `save` (create, or update with the row's id).
 */
import { Alert, Button, Card, Col, Empty, Form, Input, message, Row as GridRow, Skeleton, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { api } from '@/services/request';
import { loadMembers, type Person } from '@/widgets/PersonPicker';
import { callOperation, operationOf } from '../calls';
import type { BlockProps } from '../types';
import { useRecord } from '../useRecord';
import { audienceOf, departOptions, EMPTY_AUDIENCE, type Audience, type DepartNode, type TreeOption } from './audience';
import AudiencePicker from './AudiencePicker';
import DesignedFormView from './DesignedFormView';
import { FieldList, Palette } from './FieldList';
import FieldSettings from './FieldSettings';
import { copyField, designProblem, fromSchema, kindLabel, moveField, newField, toSchema, type DesignedField, type FieldKind } from './field-model';
import styles from './designed-form.less';

/** The departments to pick from (the block's `departs` operation or endpoint; none when the caller may not read them). */
function useDeparts(props: BlockProps): TreeOption[] {
  const [departs, setDeparts] = useState<TreeOption[]>([]);
  const operation = operationOf(props.page, props.block, props.block.departs ?? 'departTree');
  useEffect(() => {
    if (!operation) return;
    callOperation<DepartNode[]>(operation, { quiet: true })
      .then((res) => setDeparts(departOptions(res.data)))
      .catch(() => setDeparts([]));
  }, [operation?.url]);
  return departs;
}

/** The names of the audience's people when a saved form is edited (the member list, best effort). */
function usePeopleNames(ids: number[]) {
  const [people, setPeople] = useState<Person[]>([]);
  const wanted = ids.filter((id) => !people.some((person) => person.id === id));
  useEffect(() => {
    if (!wanted.length) return;
    loadMembers({ page: 1, limit: 500 })
      .then((res) => setPeople((known) => [...known, ...res.data.records.filter((person) => !known.some((old) => old.id === person.id))]))
      .catch(() => undefined);
  }, [wanted.join(',')]);
  return [people, setPeople] as const;
}

export default function FormDesignerBlock(props: BlockProps) {
  const { block, page, row, onDone, onCancel } = props;
  const { record, loading } = useRecord(page, block, row);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [audience, setAudience] = useState<Audience>(EMPTY_AUDIENCE);
  const [fields, setFields] = useState<DesignedField[]>([]);
  const [selected, setSelected] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [loaded, setLoaded] = useState(false);
  const departs = useDeparts(props);
  const [people, setPeople] = usePeopleNames(audience.userIds);
  const save = operationOf(page, block, block.save);

  useEffect(() => {
    if (loaded || loading) return;
    if (record?.schema) {
      const saved = fromSchema(record.schema, record.uiSchema);
      setName(record.name ?? '');
      setDescription(record.description ?? '');
      setAudience(audienceOf(record.audience));
      setFields(saved);
      setSelected(saved[0]?.key);
    }
    setLoaded(true);
  }, [record, loading, loaded]);

  const built = useMemo(() => toSchema(fields), [fields]);
  const field = fields.find((one) => one.key === selected);

  const add = (kind: FieldKind, at = fields.length) => {
    const created = newField(kind, fields);
    setFields([...fields.slice(0, at), created, ...fields.slice(at)]);
    setSelected(created.key);
  };
  const copy = (key: string) => {
    const at = fields.findIndex((one) => one.key === key);
    const created = copyField(fields[at], fields);
    setFields([...fields.slice(0, at + 1), created, ...fields.slice(at + 1)]);
    setSelected(created.key);
  };
  const remove = (key: string) => {
    const at = fields.findIndex((one) => one.key === key);
    const next = fields.filter((one) => one.key !== key);
    setFields(next);
    if (selected === key) setSelected(next[Math.min(at, next.length - 1)]?.key);
  };

  const submit = async () => {
    const trimmed = name.trim();
    const found = !trimmed ? '请输入表单名称' : trimmed.length > 50 ? '表单名称不能超过50个字符' : description.length > 200 ? '表单说明不能超过200个字符' : designProblem(fields);
    setProblem(found);
    if (found || !save) return;
    setSaving(true);
    try {
      const body = { ...(row?.id ? { id: row.id } : {}), name: trimmed, description, ...built, audience };
      const res = await callOperation(save, { row, body });
      message.success(block.success ?? res.msg ?? '保存成功');
      page.reload();
      onDone?.();
    } catch {
      // the request client showed the server's message
    } finally {
      setSaving(false);
    }
  };

  if (!loaded) return <Skeleton active />;
  return (
    <div className={styles.designer} data-testid="form-designer">
      <Form layout="horizontal" labelCol={{ flex: '80px' }} size="middle">
        <GridRow gutter={16}>
          <Col xs={24} lg={12}>
            <Form.Item label="表单名称" required style={{ marginBottom: 12 }}>
              <Input value={name} maxLength={50} showCount placeholder="例如：请假申请" onChange={(event) => setName(event.target.value)} aria-label="表单名称" />
            </Form.Item>
            <Form.Item label="表单说明" style={{ marginBottom: 12 }}>
              <Input.TextArea value={description} maxLength={200} rows={2} placeholder="填写人看到的说明（选填）" onChange={(event) => setDescription(event.target.value)} aria-label="表单说明" />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item label="填写范围" style={{ marginBottom: 12 }}>
              <AudiencePicker value={audience} onChange={setAudience} departs={departs} people={people} onPeople={(picked) => setPeople((known) => [...known, ...picked])} />
            </Form.Item>
          </Col>
        </GridRow>
      </Form>
      <GridRow gutter={[8, 8]}>
        <Col xs={24} lg={3}>
          <Card size="small" title="字段" className={styles.column}>
            <Palette onAdd={add} />
          </Card>
        </Col>
        <Col xs={24} lg={7}>
          <Card size="small" title={`表单字段（${fields.length}）`} className={styles.column}>
            <FieldList
              fields={fields}
              selected={selected}
              onSelect={setSelected}
              onAdd={add}
              onMove={(from, to) => setFields(moveField(fields, from, to))}
              onCopy={copy}
              onDelete={remove}
            />
          </Card>
        </Col>
        <Col xs={24} lg={7}>
          <Card size="small" title="字段设置" extra={field && <Tag bordered={false}>{kindLabel(field.kind)}</Tag>} className={styles.column}>
            {field ? <FieldSettings key={field.key} field={field} onChange={(changed) => setFields(fields.map((one) => (one.key === changed.key ? changed : one)))} /> : <Empty description="选择一个字段进行设置" />}
          </Card>
        </Col>
        <Col xs={24} lg={7}>
          <Card size="small" title="预览" className={`${styles.column} ${styles.preview}`} data-testid="designer-preview">
            {fields.length ? <DesignedFormView schema={built.schema} uiSchema={built.uiSchema} /> : <Empty description="添加字段后在此预览" />}
          </Card>
        </Col>
      </GridRow>
      {problem && <Alert type="error" showIcon message={problem} style={{ marginTop: 12 }} data-testid="designer-problem" />}
      <div className={styles.footer}>
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" loading={saving} disabled={!save} onClick={() => void submit()}>
          保存
        </Button>
      </div>
    </div>
  );
}
