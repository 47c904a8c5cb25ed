/**
 * The icons right of a section list's toolbar (LeanTable): 刷新, 密度 and 列设置 with its column checkboxes.
 */
import { ColumnHeightOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Checkbox, Dropdown, Popover, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './RecordTable.less';

export type Density = 'large' | 'middle' | 'small';

const DENSITIES: { key: Density; label: string }[] = [
  { key: 'large', label: '宽松' },
  { key: 'middle', label: '中等' },
  { key: 'small', label: '紧凑' },
];

interface Props {
  onReload: () => void;
  density: Density;
  onDensity: (density: Density) => void;
  /** Columns the user may hide (title and key), in table order. */
  columns: { key: string; title: ReactNode }[];
  hidden: string[];
  onHidden: (keys: string[]) => void;
}

/** The table's 刷新, 密度 and 列设置 icons (ProTable's `options`: reload, density, setting). */
export default function TableOptions({ onReload, density, onDensity, columns, hidden, onHidden }: Props) {
  const shown = columns.filter((column) => !hidden.includes(column.key));
  const setting = (
    <div className={styles.settingList}>
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          checked={!hidden.includes(column.key)}
          onChange={(event) => onHidden(event.target.checked ? hidden.filter((key) => key !== column.key) : [...hidden, column.key])}
        >
          {column.title}
        </Checkbox>
      ))}
    </div>
  );
  const settingTitle = (
    <div className={styles.settingTitle}>
      <Checkbox
        checked={shown.length === columns.length}
        indeterminate={shown.length > 0 && shown.length < columns.length}
        onChange={(event) => onHidden(event.target.checked ? [] : columns.map((column) => column.key))}
      >
        列展示
      </Checkbox>
      <Typography.Link onClick={() => onHidden([])}>重置</Typography.Link>
    </div>
  );
  return (
    <div className={styles.icons}>
      <Tooltip title="刷新">
        <ReloadOutlined onClick={onReload} />
      </Tooltip>
      <Dropdown
        trigger={['click']}
        menu={{ selectable: true, selectedKeys: [density], items: DENSITIES, onClick: ({ key }) => onDensity(key as Density) }}
      >
        <Tooltip title="密度">
          <ColumnHeightOutlined />
        </Tooltip>
      </Dropdown>
      <Popover trigger="click" placement="bottomRight" title={settingTitle} content={setting}>
        <Tooltip title="列设置">
          <SettingOutlined />
        </Tooltip>
      </Popover>
    </div>
  );
}
