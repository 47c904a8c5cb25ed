/**
 * The `tabs` and `segmented` blocks: panes of blocks laid out like the page, showing only the panes whose
 * operations the caller was served.
 */
import { Card, Menu, Segmented, Tabs } from 'antd';
import styles from './PanesBlock.less';
import { useState } from 'react';
import BlockRows from '../BlockRows';
import { operationOf } from '../calls';
import type { BlockComponent, BlockProps } from '../types';

type Pane = NonNullable<BlockProps['block']['panes']>[number];

/** A pane is shown while one of its blocks can be: a table of its own needs its `operation` served to the caller. */
const usable = (pane: Pane, page: BlockProps['page']) => pane.blocks.some((block) => !block.operation || Boolean(operationOf(page, block, block.operation)));
const panesOf = ({ block, page }: BlockProps) => (block.panes ?? []).filter((pane) => usable(pane, page));

const content = (pane: Pane, page: BlockProps['page']) => <BlockRows list={pane.blocks} page={page} framed={false} gap={16} nested />;

/** tabs: the panes as tabs (those the caller can use); only the open one is mounted (it loads again when opened again). */
function TabsBlock(props: BlockProps) {
  const { page } = props;
  const panes = panesOf(props);
  return <Tabs destroyOnHidden items={panes.map((pane) => ({ key: pane.key, label: pane.title, children: content(pane, page) }))} />;
}

/** segmented: a segmented control above the chosen pane (e.g. 按应用 / 按人员). */
function SegmentedBlock(props: BlockProps) {
  const { page } = props;
  const panes = panesOf(props);
  const [current, setCurrent] = useState(panes[0]?.key);
  const pane = panes.find((candidate) => candidate.key === current);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Segmented value={current} onChange={(value) => setCurrent(String(value))} options={panes.map((p) => ({ label: p.title, value: p.key }))} style={{ alignSelf: 'flex-start' }} />
      {pane && <div key={pane.key}>{content(pane, page)}</div>}
    </div>
  );
}

/**
 * menuTabs: the panes as entries of a side menu (通知公告's 已发布 / 我创建的), the chosen pane beside it; framed: the
 * menu and the pane's blocks draw their own cards. Below the md breakpoint the menu stacks above the pane.
 */
function MenuTabsBlock(props: BlockProps) {
  const { page } = props;
  const panes = panesOf(props);
  const [current, setCurrent] = useState(panes[0]?.key);
  const pane = panes.find((candidate) => candidate.key === current);
  return (
    <div className={styles.menuTabs}>
      <Card variant="borderless" className={styles.menu} styles={{ body: { padding: 8 } }}>
        <Menu mode="inline" selectedKeys={current ? [current] : []} onClick={({ key }) => setCurrent(key)} items={panes.map((p) => ({ key: p.key, label: p.title }))} style={{ borderInlineEnd: 0 }} />
      </Card>
      <div className={styles.pane}>{pane && <BlockRows key={pane.key} list={pane.blocks} page={page} framed gap={16} />}</div>
    </div>
  );
}

/** Layout blocks over `panes`, each pane laid out from its blocks like the page. */
export const PANE_BLOCKS: Record<'tabs' | 'segmented' | 'menuTabs', BlockComponent> = { tabs: TabsBlock, segmented: SegmentedBlock, menuTabs: MenuTabsBlock };
