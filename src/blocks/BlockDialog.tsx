import { Modal } from 'antd';
import { useState } from 'react';
import { blocks } from './registry';
import type { BlockSpec, PageApi, Row } from './types';

/** A block shown in a dialog (an action's `dialog`), fed with the record it was opened from. */
export default function BlockDialog({ block, page, row, onClose }: { block: BlockSpec; page: PageApi; row?: Row; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const Block = blocks.require(block.kind);
  const close = () => setOpen(false);
  return (
    <Modal open={open} title={block.title} width={block.width ?? 560} footer={null} onCancel={close} afterClose={onClose} destroyOnHidden maskClosable={false}>
      <Block block={block} page={page} row={row} onDone={close} onCancel={close} />
    </Modal>
  );
}
