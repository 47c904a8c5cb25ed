import { Card, Col, Empty, Row } from 'antd';
import { useState } from 'react';
import BlockTable from '../table/BlockTable';
import { keepPicked } from '../table/rows';
import type { BlockProps, Row as Record_ } from '../types';

/**
 * Two sides of a many-to-many as tables, side by side from 1,200 px (their `span`s), stacked below: the owners
 * (`ownerTable`, e.g. the apps) on the left, a click picks one (the first at first); on the right `linkedTable` for
 * the picked owner (its list, title and actions filled from it), whose toolbar adds through a picker dialog and
 * removes the ticked rows. Any change reloads the page: the owners are listed again and the picked one keeps its
 * place with its fresh values (e.g. 已用 3/5).
 */
export default function AssignmentTables({ block, page }: BlockProps) {
  const ownerSpec = block.ownerTable!;
  const linkedSpec = block.linkedTable!;
  const ownerKey = ownerSpec.valueField ?? 'id';
  const [owner, setOwner] = useState<Record_>();
  const onRows = (rows: Record_[]) => setOwner((before) => keepPicked(rows, before, ownerKey));

  return (
    <Row gutter={[16, 16]} data-assignment={block.key ?? ownerSpec.operation}>
      <Col xs={24} xl={ownerSpec.span ?? 10}>
        <BlockTable block={ownerSpec} page={page} nested picking={{ picked: owner?.[ownerKey], onPick: setOwner, onRows }} />
      </Col>
      <Col xs={24} xl={linkedSpec.span ?? 14}>
        {owner ? (
          <BlockTable key={String(owner[ownerKey])} block={linkedSpec} page={page} nested context={owner} contextKey={ownerKey} />
        ) : (
          <Card size="small">
            <Empty description={block.empty ?? '请先在左侧选择'} />
          </Card>
        )}
      </Col>
    </Row>
  );
}
