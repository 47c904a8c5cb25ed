/**
 * A block opened in a dialog by an action's `dialog`, fed with the row it was opened from; it closes when the
 * block is done or cancelled.
 */
import { Modal } from 'antd';
import { useState } from 'react';
import { blocks } from './registry';
import { fillTemplate } from './template';
import type { BlockSpec, PageApi, Row } from './types';

interface Props {
  block: BlockSpec;
  page: PageApi;
  row?: Row;
  /** The field of `row` that fills `:id` (default id). */
  rowKey?: string;
  onClose: () => void;
  /** Replaces this dialog by another of the opening block's (`openDialog` of the block shown). */
  onOpen?: (name: string) => void;
}

/** A block shown in a dialog (an action's `dialog`), fed with the record it was opened from; its title a template of it. */
export default function BlockDialog({ block, page, row, rowKey, onClose, onOpen }: Props) {
  const [open, setOpen] = useState(true);
  const Block = blocks.require(block.kind);
  const close = () => setOpen(false);
  return (
    <Modal
      open={open}
      title={block.title && fillTemplate(block.title, row)}
      width={block.width ?? 560}
      footer={null}
      onCancel={close}
      afterClose={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <Block block={block} page={page} row={row} rowKey={rowKey} onDone={close} onCancel={close} openDialog={onOpen} />
    </Modal>
  );
}
