import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import type { FieldWidget, FieldWidgetProps, SearchWidget } from './registry';

/**
 * A field widget whose code loads the first time a form shows it (the person picker, the rich-text editor): a
 * chunk of its own, so forms that never name it do not download it.
 */
export function lazyWidget(load: () => Promise<{ default: FieldWidget }>): FieldWidget {
  const Widget = lazy(load);
  return function LazyWidget(props: FieldWidgetProps) {
    return (
      <Suspense fallback={<Skeleton.Input active size="small" />}>
        <Widget {...props} />
      </Suspense>
    );
  };
}

/** A search widget whose control loads when a search form first shows it; its parameters are known at once (`toParams`). */
export function lazySearch(load: () => Promise<SearchWidget>, toParams: SearchWidget['toParams']): SearchWidget {
  const Control = lazy(() => load().then((widget) => ({ default: widget.Control })));
  return {
    Control: (props: ComponentProps<SearchWidget['Control']>) => (
      <Suspense fallback={<Skeleton.Input active size="small" />}>
        <Control {...props} />
      </Suspense>
    ),
    toParams,
  };
}
