import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { BlockComponent, BlockProps } from './types';

/**
 * A block kind whose code loads the first time a page shows it: each kind, with what only it uses (ProComponents
 * for tables, echarts for charts), is a chunk of its own, so a page downloads the kinds it shows and no others.
 */
export function lazyBlock(load: () => Promise<{ default: BlockComponent }>): BlockComponent {
  const Block = lazy(load);
  return function LazyBlock(props: BlockProps) {
    return (
      <Suspense fallback={<Skeleton active />}>
        <Block {...props} />
      </Suspense>
    );
  };
}
