/**
 * The blocks' public surface: the page renderer, the block registry, the registered kinds and the block types.
 */
export { default as PageRenderer } from './PageRenderer';
export { blocks } from './registry';
export { BLOCK_KINDS, type BlockKind } from './kinds';
export type { BlockComponent, BlockProps, BlockSpec, PageApi } from './types';
