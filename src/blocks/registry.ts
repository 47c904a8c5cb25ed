import { Registry } from '../components/SchemaPage/registry';
import { BLOCK_KINDS, isBlockKind } from './kinds';
import type { BlockComponent } from './types';

/** Block kinds by name: refuses duplicates (Registry) and any kind not in src/blocks/kinds.ts (the server checks files against it). */
class BlockRegistry extends Registry<BlockComponent> {
  register(kind: string, component: BlockComponent): void {
    if (!isBlockKind(kind)) throw new Error(`block "${kind}" is not listed in src/blocks/kinds.ts (known: ${BLOCK_KINDS.join(', ')})`);
    super.register(kind, component);
  }
}

export const blocks = new BlockRegistry('block');
