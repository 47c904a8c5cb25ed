import { Card, Col, Empty, List, message, Row, Transfer } from 'antd';
import { useEffect, useState } from 'react';
import { callOperation, operationOf, rowsOf } from '../calls';
import type { BlockProps, Row as Record_ } from '../types';
import { assignmentChanges, transferItems } from './assignment';
import AssignmentTables from './AssignmentTables';

/**
 * Two sides of a many-to-many: the owners on the left (`owners`); for the picked one, everything that can be linked
 * (`candidates`) and what is linked (`linked`, `:id` the owner) in a transfer. Moving items sends the difference:
 * `add` and `remove` with `{ids}` (the engine's association actions), then the linked list is read again.
 */
function TransferPanes({ block, page }: BlockProps) {
  const labelField = block.labelField ?? 'name';
  const valueField = block.valueField ?? 'id';
  const [owners, setOwners] = useState<Record_[]>([]);
  const [owner, setOwner] = useState<Record_>();
  const [candidates, setCandidates] = useState<Record_[]>([]);
  const [linked, setLinked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const op = (name?: string) => operationOf(page, block, name);
  const [ownersTitle, candidatesTitle, linkedTitle] = block.titles ?? ['', '可选', '已选'];

  useEffect(() => {
    const list = op(block.owners);
    if (list) callOperation(list).then((res) => setOwners(rowsOf(res.data))).catch(() => setOwners([]));
    const all = op(block.candidates);
    if (all) callOperation(all, { params: { page: 1, limit: 1000 } }).then((res) => setCandidates(rowsOf(res.data))).catch(() => setCandidates([]));
  }, [page.version]);

  const loadLinked = (row: Record_) => {
    const list = op(block.linked);
    if (!list) return;
    callOperation(list, { row, rowKey: valueField })
      .then((res) => setLinked(rowsOf(res.data).map((item) => String(item[valueField]))))
      .catch(() => setLinked([]));
  };
  useEffect(() => {
    if (owner) loadLinked(owner);
  }, [owner]);

  const change = async (next: string[]) => {
    if (!owner) return;
    const { add, remove } = assignmentChanges(linked, next);
    setBusy(true);
    try {
      const addOp = op(block.add);
      const removeOp = op(block.remove);
      if (add.length && addOp) await callOperation(addOp, { row: owner, rowKey: valueField, body: { ids: add.map(Number) } });
      if (remove.length && removeOp) await callOperation(removeOp, { row: owner, rowKey: valueField, body: { ids: remove.map(Number) } });
      message.success('操作成功!');
    } catch {
      // shown by the request client
    } finally {
      setBusy(false);
      loadLinked(owner);
    }
  };

  const editable = Boolean(op(block.add) || op(block.remove));
  return (
    <Row gutter={16} data-assignment={block.key ?? block.owners}>
      <Col xs={24} md={8}>
        <Card size="small" title={ownersTitle || undefined}>
          <List
            size="small"
            dataSource={owners}
            renderItem={(row) => {
              const active = owner && String(owner[valueField]) === String(row[valueField]);
              return (
                <List.Item onClick={() => setOwner(row)} style={{ cursor: 'pointer', background: active ? '#e6f4ff' : undefined, paddingInline: 8 }}>
                  {String(row[labelField] ?? '')}
                </List.Item>
              );
            }}
          />
        </Card>
      </Col>
      <Col xs={24} md={16}>
        {owner ? (
          <Transfer
            dataSource={transferItems(candidates, labelField, valueField)}
            targetKeys={linked}
            titles={[candidatesTitle, linkedTitle]}
            render={(item) => item.title}
            showSearch
            disabled={!editable || busy}
            onChange={(keys) => void change(keys.map(String))}
            listStyle={{ width: '100%', height: 360 }}
          />
        ) : (
          <Empty description="请先在左侧选择" />
        )}
      </Col>
    </Row>
  );
}

/** assignmentPanes: tables with a picker (`ownerTable` and `linkedTable`), else a transfer over `owners`/`candidates`/`linked`. */
export default function AssignmentPanesBlock(props: BlockProps) {
  return props.block.ownerTable && props.block.linkedTable ? <AssignmentTables {...props} /> : <TransferPanes {...props} />;
}
