import '@/components/SchemaPage';
import '@/widgets';
import AssignmentPanesBlock from './assignmentPanes/AssignmentPanesBlock';
import BannerBlock from './banner/BannerBlock';
import CalendarBlock from './calendar/CalendarBlock';
import CardGridBlock from './cardGrid/CardGridBlock';
import ChartBlock from './chart/ChartBlock';
import DetailBlock from './detail/DetailBlock';
import FeatureSwitchBlock from './featureSwitch/FeatureSwitchBlock';
import { PANE_BLOCKS } from './panes/PanesBlock';
import PickerBlock from './picker/PickerBlock';
import RecordFormBlock from './recordForm/RecordFormBlock';
import { blocks } from './registry';
import StatisticsBlock from './statistics/StatisticsBlock';
import StepsFormBlock from './stepsForm/StepsFormBlock';
import TableBlock from './table/TableBlock';
import TreeFilterBlock from './treeFilter/TreeFilterBlock';

/** Registers every block kind of src/blocks/kinds.ts once (SchemaPage's kinds and the widgets first). */
if (!blocks.has('table')) {
  blocks.register('table', TableBlock);
  blocks.register('recordForm', RecordFormBlock);
  blocks.register('detail', DetailBlock);
  blocks.register('banner', BannerBlock);
  blocks.register('cardGrid', CardGridBlock);
  blocks.register('statistics', StatisticsBlock);
  blocks.register('chart', ChartBlock);
  blocks.register('calendar', CalendarBlock);
  blocks.register('featureSwitch', FeatureSwitchBlock);
  blocks.register('treeFilter', TreeFilterBlock);
  blocks.register('stepsForm', StepsFormBlock);
  blocks.register('assignmentPanes', AssignmentPanesBlock);
  blocks.register('tabs', PANE_BLOCKS.tabs);
  blocks.register('segmented', PANE_BLOCKS.segmented);
  blocks.register('picker', PickerBlock);
}
