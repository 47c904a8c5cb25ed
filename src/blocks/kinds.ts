/**
 * Every block kind the web app registers (src/blocks/builtins.ts): the one list the block registry accepts and
 * through schemas/_meta/client-manifest.json (`npm run client:manifest`), the list the server's schema check reads for `ui.blocks[].kind`.
 */
export const BLOCK_KINDS = [
  'table',
  'recordForm',
  'detail',
  'banner',
  'cardGrid',
  'statistics',
  'chart',
  'calendar',
  'featureSwitch',
  'treeFilter',
  'stepsForm',
  'assignmentPanes',
  'tabs',
  'segmented',
  'menuTabs',
  'picker',
] as const;

export type BlockKind = (typeof BLOCK_KINDS)[number];

export const isBlockKind = (kind: string): kind is BlockKind => (BLOCK_KINDS as readonly string[]).includes(kind);

/** Kinds that draw their own card (a table with its tabs and toolbar); the page frames the others. */
export const FRAMED_KINDS: readonly BlockKind[] = ['table', 'treeFilter', 'menuTabs'];
