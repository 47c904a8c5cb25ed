import { Button, Card, Col, Empty, Input, message, Modal, Row, Space, Table, type TableProps } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { TEXT } from './api';
import { confirmRemove } from './confirm-remove';
import styles from './index.less';

/** What the add picker gets: ticked ids go to `onConfirm`. */
interface PickerProps {
  open: boolean;
  onConfirm: (ids: number[]) => Promise<void>;
  onClose: () => void;
}

interface Props<Owner extends object, Item extends object> {
  /** Left pane: the apps (or persons); a click makes one current. */
  owners: Pick<TableProps<Owner>, 'dataSource' | 'pagination' | 'scroll' | 'columns'> & {
    title: string;
    rowKey: keyof Owner & string;
    searchPlaceholder: string;
    onSearch: (name?: string) => void;
    /** Shown on the right while there is no current owner. */
    emptyText: string;
  };
  current?: Owner;
  onPick: (owner: Owner) => void;
  /** After an add or remove: the left pane's counts have changed. */
  onChanged: () => void;
  /** Right pane: what the current owner is given, searchable, with add (a picker) and remove (ticked rows). */
  assigned: Pick<TableProps<Item>, 'pagination' | 'columns'> & {
    title: (owner?: Owner) => string;
    rowKey: keyof Item & string;
    searchPlaceholder: string;
    addText: string;
    removeText: string;
    load: (owner: Owner, name?: string) => Promise<Item[] | undefined>;
    add: (owner: Owner, ids: number[]) => Promise<unknown>;
    remove: (owner: Owner, ids: number[]) => Promise<unknown>;
    picker: (owner: Owner, props: PickerProps) => ReactNode;
  };
}

/** 应用权限's two panes, by application or by person: a list to pick from, and what the picked one is given. */
export default function AssignmentPanes<Owner extends object, Item extends object>({ owners, current, onPick, onChanged, assigned }: Props<Owner, Item>) {
  const { title: ownersTitle, rowKey: ownerKey, searchPlaceholder: ownersPlaceholder, onSearch, emptyText, ...ownersTable } = owners;
  const { title, rowKey, searchPlaceholder, addText, removeText, load, add, remove, picker, ...assignedTable } = assigned;
  const [modal, modalHolder] = Modal.useModal();
  const [name, setName] = useState<string>();
  const [items, setItems] = useState<Item[]>([]);
  const [selected, setSelected] = useState<number[]>([]);
  const [loading, setLoading] = useState(false);
  const [picking, setPicking] = useState(false);
  const currentId = current?.[ownerKey];

  const loadItems = () => {
    if (!current) return setItems([]);
    setLoading(true);
    load(current, name)
      .then((list) => setItems(list ?? []))
      .catch(() => setItems([]))
      .finally(() => setLoading(false));
  };
  useEffect(() => {
    setSelected([]);
    loadItems();
  }, [currentId, name]);

  const refresh = () => {
    setSelected([]);
    loadItems();
    onChanged();
  };

  const removeSelected = () => {
    if (!current) return;
    if (selected.length === 0) {
      message.warning(TEXT.removeNone);
      return;
    }
    confirmRemove(modal, () => remove(current, selected), refresh);
  };

  return (
    <Row gutter={16}>
      {modalHolder}
      <Col xs={24} lg={10}>
        <Card size="small" title={ownersTitle}>
          <Input.Search allowClear placeholder={ownersPlaceholder} className={styles.search} onSearch={(v) => onSearch(v.trim() || undefined)} />
          <Table<Owner>
            rowKey={ownerKey}
            size="small"
            {...ownersTable}
            rowClassName={(owner) => (owner[ownerKey] === currentId ? styles.currentRow : styles.clickable)}
            onRow={(owner) => ({ onClick: () => onPick(owner) })}
          />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card
          size="small"
          title={title(current)}
          extra={
            current && (
              <Space>
                <Button type="primary" onClick={() => setPicking(true)}>
                  {addText}
                </Button>
                <Button danger onClick={removeSelected}>
                  {removeText}
                </Button>
              </Space>
            )
          }
        >
          {current ? (
            <>
              <Input.Search allowClear placeholder={searchPlaceholder} className={styles.search} onSearch={(v) => setName(v.trim() || undefined)} />
              <Table<Item>
                rowKey={rowKey}
                size="small"
                loading={loading}
                dataSource={items}
                {...assignedTable}
                rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
              />
            </>
          ) : (
            <Empty description={emptyText} />
          )}
        </Card>
      </Col>
      {current &&
        picker(current, {
          open: picking,
          onConfirm: async (ids) => {
            await add(current, ids);
            message.success('操作成功!');
            refresh();
          },
          onClose: () => setPicking(false),
        })}
    </Row>
  );
}
