import SchemaTable from '@/components/SchemaPage/SchemaTable';
import type { SectionSchema } from '@/components/SchemaPage';
import type { BlockProps } from '../types';
import BlockTable from './BlockTable';
import { useTableBlock } from './useTableBlock';

/** The section's table (tabs, search form, toolbar, row and bulk actions, forms) from the keys of its `ui`. */
function SectionTable({ block, page, nested }: BlockProps) {
  const schema = page.raw as SectionSchema;
  // In a pane of tabs the pane's tab names the table and the page's card the section: no third title.
  const title = block.title ?? (nested ? '' : schema.title);
  const { extra, openDialog, holder } = useTableBlock(page, block);
  return (
    <>
      {/* A save elsewhere on the page (page.reload) lists the rows again; the table's own changes reload the page. */}
      <SchemaTable
        schema={title === schema.title ? schema : { ...schema, title }}
        extra={extra}
        openDialog={openDialog}
        version={page.version}
        onChanged={page.reload}
      />
      {holder}
    </>
  );
}

/** table: with an `operation`, a table of its own (BlockTable); without, the section's table. */
export default function TableBlock(props: BlockProps) {
  const { block, row, rowKey, nested } = props;
  if (block.operation) return <BlockTable block={block} page={props.page} context={row} contextKey={rowKey} nested={nested} />;
  return <SectionTable {...props} />;
}
