import type { Block, PageFile } from '../../shared/schema-types.generated';

/** A page file's block: key, title and kind always; `section`, `column` and `feature` as the file gives them. */
export type PageBlock = Block & { key: string; title: string };

/** A page as loaded from schemas/<area>/pages/<id>.json (schemas/_meta/page.schema.json documents every key). */
export interface PageSpec extends Omit<PageFile, '$schema' | 'blocks' | 'frame' | 'customizable'> {
  frame: 'console' | 'none';
  customizable: boolean;
  blocks: PageBlock[];
  /** The area whose folder holds the page; its domain decides who may open it. */
  area: string;
  /** The page file, relative to the schema folder's parent (schemas/inventory/pages/workbench.json). */
  file: string;
}
