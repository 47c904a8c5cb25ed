import { Alert, Space } from 'antd';
import type { BlockProps } from '../types';
import { useBlockActions } from '../useBlockActions';
import { useRecord } from '../useRecord';
import { bannerView } from './banner';

/**
 * A status banner: the text declared for the value of `field` in the loaded record, coloured by the field's
 * enumStatus, with a detail line (e.g. the rejection reason) and the actions allowed in that state.
 */
export default function BannerBlock({ block, page, row }: BlockProps) {
  const { record } = useRecord(page, block, row);
  const { buttons, holder } = useBlockActions(page, block);
  const view = bannerView(block, block.field ? page.schema.fields[block.field] : undefined, record);
  const actions = buttons(block.actions?.map((action) => ({ ...action, asLink: true })), record);
  return (
    <>
      {view && (
        <Alert
          type={view.type}
          showIcon
          message={view.message}
          description={view.description}
          action={actions.length ? <Space>{actions}</Space> : undefined}
          data-banner={block.field}
        />
      )}
      {holder}
    </>
  );
}
