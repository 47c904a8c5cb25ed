/**
 * The designer's palette and field list: a click on a palette kind adds the field, a drag drops it where it lands;
 * fields are dragged to reorder (or moved with 上移/下移), selected, copied and deleted.
 */
import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip, Typography } from 'antd';
import { type DragEvent, useState } from 'react';
import { kindLabel, PALETTE, type DesignedField, type FieldKind } from './field-model';
import styles from './designed-form.less';

const KIND = 'application/x-designed-kind';
const INDEX = 'application/x-designed-index';

export function Palette({ onAdd }: { onAdd: (kind: FieldKind, at?: number) => void }) {
  return (
    <div className={styles.palette} data-testid="palette">
      {PALETTE.map(({ kind, label }) => (
        <div
          key={kind}
          className={styles.paletteItem}
          draggable
          role="button"
          tabIndex={0}
          data-kind={kind}
          onDragStart={(event) => event.dataTransfer.setData(KIND, kind)}
          onClick={() => onAdd(kind)}
          onKeyDown={(event) => event.key === 'Enter' && onAdd(kind)}
        >
          {label}
        </div>
      ))}
    </div>
  );
}

interface ListProps {
  fields: DesignedField[];
  selected?: string;
  onSelect: (key: string) => void;
  onAdd: (kind: FieldKind, at?: number) => void;
  onMove: (from: number, to: number) => void;
  onCopy: (key: string) => void;
  onDelete: (key: string) => void;
}

export function FieldList({ fields, selected, onSelect, onAdd, onMove, onCopy, onDelete }: ListProps) {
  const [over, setOver] = useState<number>();
  const drop = (event: DragEvent, at: number) => {
    event.preventDefault();
    event.stopPropagation();
    setOver(undefined);
    const kind = event.dataTransfer.getData(KIND) as FieldKind;
    const from = event.dataTransfer.getData(INDEX);
    if (kind) onAdd(kind, at);
    else if (from !== '') onMove(Number(from), Number(from) < at ? at - 1 : at);
  };
  const allow = (event: DragEvent, at: number) => {
    event.preventDefault();
    setOver(at);
  };
  return (
    <div className={styles.fieldList} data-testid="field-list" onDragOver={(event) => allow(event, fields.length)} onDrop={(event) => drop(event, fields.length)} onDragLeave={() => setOver(undefined)}>
      {fields.map((field, index) => (
        <div
          key={field.key}
          className={`${styles.fieldItem} ${field.key === selected ? styles.fieldSelected : ''} ${over === index ? styles.dropBefore : ''}`}
          draggable
          data-field={field.key}
          data-title={field.title}
          onDragStart={(event) => event.dataTransfer.setData(INDEX, String(index))}
          onDragOver={(event) => {
            event.stopPropagation();
            allow(event, index);
          }}
          onDrop={(event) => drop(event, index)}
          onClick={() => onSelect(field.key)}
        >
          <HolderOutlined className={styles.handle} />
          <div className={styles.fieldText}>
            <Typography.Text ellipsis>
              {field.required && <span className={styles.star}>*</span>}
              {field.title || '（未命名）'}
            </Typography.Text>
            <Tag bordered={false}>{kindLabel(field.kind)}</Tag>
          </div>
          <span className={styles.fieldActions} onClick={(event) => event.stopPropagation()}>
            <Tooltip title="上移">
              <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label="上移" disabled={index === 0} onClick={() => onMove(index, index - 1)} />
            </Tooltip>
            <Tooltip title="下移">
              <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label="下移" disabled={index === fields.length - 1} onClick={() => onMove(index, index + 1)} />
            </Tooltip>
            <Tooltip title="复制">
              <Button type="text" size="small" icon={<CopyOutlined />} aria-label="复制" onClick={() => onCopy(field.key)} />
            </Tooltip>
            <Tooltip title="删除">
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label="删除" onClick={() => onDelete(field.key)} />
            </Tooltip>
          </span>
        </div>
      ))}
      <div className={`${styles.dropEnd} ${over === fields.length ? styles.dropBefore : ''}`}>{fields.length ? '拖到此处放在最后' : '点击或拖入左侧字段'}</div>
    </div>
  );
}
