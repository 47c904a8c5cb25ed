/**
 * Registers every block kind of kinds.ts with the block registry once, each a lazily loaded chunk; importing
 * this module makes the blocks available.
 */
import '@/components/SchemaPage';
import '@/widgets';
import { lazyBlock } from './lazy-block';
import { blocks } from './registry';

const paneBlock = (kind: 'tabs' | 'segmented' | 'menuTabs') => lazyBlock(() => import('./panes/PanesBlock').then((module) => ({ default: module.PANE_BLOCKS[kind] })));

/** Registers every block kind of src/blocks/kinds.ts once (SchemaPage's kinds and the widgets first); each loads when first shown. */
if (!blocks.has('table')) {
  blocks.register('table', lazyBlock(() => import('./table/TableBlock')));
  blocks.register('recordForm', lazyBlock(() => import('./recordForm/RecordFormBlock')));
  blocks.register('detail', lazyBlock(() => import('./detail/DetailBlock')));
  blocks.register('banner', lazyBlock(() => import('./banner/BannerBlock')));
  blocks.register('cardGrid', lazyBlock(() => import('./cardGrid/CardGridBlock')));
  blocks.register('statistics', lazyBlock(() => import('./statistics/StatisticsBlock')));
  blocks.register('chart', lazyBlock(() => import('./chart/ChartBlock')));
  blocks.register('calendar', lazyBlock(() => import('./calendar/CalendarBlock')));
  blocks.register('treeFilter', lazyBlock(() => import('./treeFilter/TreeFilterBlock')));
  blocks.register('stepsForm', lazyBlock(() => import('./stepsForm/StepsFormBlock')));
  blocks.register('assignmentPanes', lazyBlock(() => import('./assignmentPanes/AssignmentPanesBlock')));
  blocks.register('tabs', paneBlock('tabs'));
  blocks.register('segmented', paneBlock('segmented'));
  blocks.register('menuTabs', paneBlock('menuTabs'));
  blocks.register('picker', lazyBlock(() => import('./picker/PickerBlock')));
  blocks.register('profileForm', lazyBlock(() => import('./settings/ProfileFormBlock')));
  blocks.register('profileAvatar', lazyBlock(() => import('./settings/ProfileAvatarBlock')));
  blocks.register('accountSecurity', lazyBlock(() => import('./settings/AccountSecurityBlock')));
  blocks.register('appCatalogue', lazyBlock(() => import('./appCentre/AppCatalogueBlock')));
  blocks.register('appDetail', lazyBlock(() => import('./appCentre/AppDetailBlock')));
  blocks.register('templateGallery', lazyBlock(() => import('./templateGallery/TemplateGalleryBlock')));
  blocks.register('welcome', lazyBlock(() => import('./workbench/WelcomeBlock')));
  blocks.register('noticeTicker', lazyBlock(() => import('./workbench/NoticeTickerBlock')));
  blocks.register('stockCentre', lazyBlock(() => import('./workbench/stock/StockCentreBlock')));
  blocks.register('myApps', lazyBlock(() => import('./workbench/MyAppsBlock')));
  blocks.register('latestNotices', lazyBlock(() => import('./workbench/LatestNoticesBlock')));
  blocks.register('updateRecords', lazyBlock(() => import('./workbench/UpdateRecordsBlock')));
  blocks.register('support', lazyBlock(() => import('./workbench/SupportBlock')));
  blocks.register('scheduleForm', lazyBlock(() => import('./schedule/ScheduleFormBlock')));
  blocks.register('scheduleDetail', lazyBlock(() => import('./schedule/ScheduleDetailBlock')));
  blocks.register('platformNotices', lazyBlock(() => import('./platformNotices/PlatformNoticesBlock')));
  blocks.register('clockPanel', lazyBlock(() => import('./clockPanel/ClockPanelBlock')));
  blocks.register('periodStatistics', lazyBlock(() => import('./periodStatistics/PeriodStatisticsBlock')));
  blocks.register('formDesigner', lazyBlock(() => import('./designedForm/FormDesignerBlock')));
  blocks.register('formFill', lazyBlock(() => import('./designedForm/FormFillBlock')));
  blocks.register('formSubmissions', lazyBlock(() => import('./designedForm/FormSubmissionsBlock')));
}
