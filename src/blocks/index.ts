export { default as PageRenderer } from './PageRenderer';
export { default as SectionPage } from './SectionPage';
export { blocks } from './registry';
export { BLOCK_KINDS, type BlockKind } from './kinds';
export type { BlockComponent, BlockProps, BlockSpec, PageApi } from './types';
