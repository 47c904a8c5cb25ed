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
  'treeFilter',
  'stepsForm',
  'assignmentPanes',
  'tabs',
  'segmented',
  'menuTabs',
  'picker',
  // 个人设置 (src/blocks/settings): the signed-in member's own profile, photo, password and bindings.
  'profileForm',
  'profileAvatar',
  'accountSecurity',
  // 应用中心 (src/blocks/appCentre): the catalogue of apps and services, and one item's detail with its button.
  'appCatalogue',
  'appDetail',
  // 模板下载 (src/blocks/templateGallery): the website template gallery, with its detail and purchase dialogs.
  'templateGallery',
  // The workbench's widgets (schemas/inventory/pages/workbench.json): self-contained blocks reading their own data.
  'welcome',
  'noticeTicker',
  'stockCentre',
  'myApps',
  'latestNotices',
  'updateRecords',
  'support',
  'scheduleForm',
  'scheduleDetail',
  'platformNotices',
  // Attendance (src/blocks/clockPanel, src/blocks/periodStatistics): the day's sign-in/out panel and a month's statistics.
  'clockPanel',
  'periodStatistics',
  // Designed forms (src/blocks/designedForm): the designer, the filling form (and a submission's answers), one form's submissions.
  'formDesigner',
  'formFill',
  'formSubmissions',
] as const;

export type BlockKind = (typeof BLOCK_KINDS)[number];

export const isBlockKind = (kind: string): kind is BlockKind => (BLOCK_KINDS as readonly string[]).includes(kind);

/** Kinds that draw their own card (a table with its tabs and toolbar); the page frames the others. */
export const FRAMED_KINDS: readonly BlockKind[] = ['table', 'treeFilter', 'calendar', 'menuTabs'];
