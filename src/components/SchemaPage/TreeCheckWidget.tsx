import { Form, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { FieldWidgetProps } from './registry';
import type { TreeCheckProps } from './TreeCheck';

/** Loaded when a form shows it (the tree and its stylesheet stay out of the pages that do not). */
const TreeCheck = lazy(() => import('./TreeCheck'));

/** Form.Item hands its value and onChange to this direct child, which passes them into the lazily loaded tree. */
const TreeCheckField = (props: TreeCheckProps) => (
  <Suspense fallback={<Spin />}>
    <TreeCheck {...props} />
  </Suspense>
);

/**
 * Ticks in a tree of choices loaded from an operation (`options`, e.g. the menus with their buttons): ticking a node
 * ticks its subtree; the value lists the ticked nodes, a fully ticked subtree as its root alone (tree-check.ts).
 */
export function TreeCheckWidget({ name, label, def, rules, noStyle, disabled }: FieldWidgetProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} noStyle={noStyle}>
      <TreeCheckField options={def.options} disabled={disabled} />
    </Form.Item>
  );
}
