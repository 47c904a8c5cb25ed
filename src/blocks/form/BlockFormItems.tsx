import { Col, ConfigProvider, Form, Row as GridRow, Typography } from 'antd';
import type { FocusEvent } from 'react';
import { widgetFor as defaultWidget } from '@/components/SchemaPage/rules';
import { widgetFor } from '@/widgets';
import { besideAnother } from '../recordForm/form-items';
import type { ItemSpec } from '../types';
import DialogFields from './DialogFields';
import type { BlockFormModel } from './useBlockForm';

/** Widgets that carry the field's title themselves (a checkbox's text): no label beside them. */
const SELF_LABELLED = new Set(['checkbox']);

interface ItemProps {
  item: ItemSpec;
  model: BlockFormModel;
  formName: string;
  /** Beside another item in its row: the label only as wide as its text. */
  beside: boolean;
}

/** One item: the label, help and errors around the field's registered widget (the widget binds the value). */
function BlockFormItem({ item, model, formName, beside }: ItemProps) {
  const field = model.fieldOf(item);
  const state = model.stateOf(item);
  const widget = field.widget ?? defaultWidget(field as never);
  const Widget = widgetFor(field, () => widget);
  const help = state.disabled && item.disabledHelp ? item.disabledHelp : (item.help ?? field.description);
  // Focus leaving the item (not moving inside it, e.g. to a password's eye icon) runs its check.
  const onBlur = item.check
    ? (event: FocusEvent<HTMLDivElement>) => event.currentTarget.contains(event.relatedTarget as Node | null) || void model.checkOnBlur(item)
    : undefined;
  const control = (
    <div className={item.className} onBlur={onBlur}>
      <Widget
        name={item.field}
        def={field as never}
        rules={model.rulesOf(item, state)}
        placeholder={item.placeholder}
        disabled={state.disabled || undefined}
        noStyle
      />
    </div>
  );
  return (
    <Form.Item
      label={SELF_LABELLED.has(widget) ? undefined : field.title}
      required={state.required}
      extra={help}
      htmlFor={`${formName}_${item.field}`}
      labelCol={beside ? { flex: 'none' } : undefined}
    >
      {state.disabled ? <ConfigProvider componentDisabled>{control}</ConfigProvider> : control}
    </Form.Item>
  );
}

/**
 * A block form's items shown for its values (`visibleWhen`), in rows of 24 columns (`span`), an item's `heading` above
 * it; the items of an `inDialog` group in their dialog, shown in the form where the group's first item is.
 */
export default function BlockFormItems({ items, model, formName }: { items: ItemSpec[]; model: BlockFormModel; formName: string }) {
  const shownItems = items.filter((item) => model.stateOf(item).visible);
  const beside = besideAnother(shownItems);
  const groupOf = (item: ItemSpec) => shownItems.filter((other) => other.inDialog?.key === item.inDialog?.key);
  return (
    <GridRow gutter={16}>
      {shownItems.map((item, index) => [
        item.heading && (
          <Col key={`${item.field}-heading`} span={24}>
            <Typography.Title level={5} className="block-form-heading">
              {item.heading}
            </Typography.Title>
          </Col>
        ),
        !item.inDialog ? (
          <Col key={item.field} xs={24} md={item.span ?? 24}>
            <BlockFormItem item={item} model={model} formName={formName} beside={beside[index]} />
          </Col>
        ) : (
          groupOf(item)[0] === item && (
            <Col key={`${item.inDialog.key}-dialog`} span={24}>
              <DialogFields items={groupOf(item)} model={model}>
                <BlockFormItems items={groupOf(item).map(({ inDialog, span, heading, ...alone }) => alone)} model={model} formName={formName} />
              </DialogFields>
            </Col>
          )
        ),
      ])}
    </GridRow>
  );
}
