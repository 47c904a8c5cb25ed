import { Form, Input } from 'antd';
import { lazy, Suspense } from 'react';
import type { FieldWidgetProps } from '@/components/SchemaPage/registry';

/** The cascader and the region tree (≈ 40 KB gzip) load the first time a form shows a region field. */
const RegionCascader = lazy(() => import('./RegionCascader'));

/** A `region` field (RegionCascader), with a disabled box of the same size while its code loads. */
export default function RegionField(props: FieldWidgetProps) {
  const waiting = (
    <Form.Item label={props.label} noStyle={props.noStyle}>
      <Input disabled />
    </Form.Item>
  );
  return (
    <Suspense fallback={waiting}>
      <RegionCascader {...props} />
    </Suspense>
  );
}
