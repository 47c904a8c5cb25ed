import { SearchOutlined } from '@ant-design/icons';
import { Checkbox, DatePicker, Input, Radio, Select, TreeSelect, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { SearchWidget } from './registry';
import { enumOptions } from './rules';

/** A text box; its trimmed text is the field's parameter, or the one `params` names (the server matches part of the value). */
export const textSearch: SearchWidget = {
  Control: ({ item, def, value, onChange }) => (
    <Input
      allowClear
      value={value}
      onChange={onChange}
      placeholder={item.placeholder ?? `请输入${item.title ?? def.title ?? item.field}`}
      maxLength={def.maxLength}
      style={{ width: 220 }}
      prefix={<SearchOutlined style={{ color: 'rgba(0,0,0,.25)' }} />}
    />
  ),
  toParams: (value, item) => {
    const text = typeof value === 'string' ? value.trim() : value;
    return text === undefined || text === null || text === '' ? {} : { [item.params?.[0] ?? item.field]: String(text) };
  },
};

/**
 * An inclusive day range (spec: start 00:00:00, end 23:59:59) sent as the two parameters the item names,
 * e.g. `["startDate", "endtDate"]`; without `params`, `<field>Start` and `<field>End`.
 */
export const dateRangeSearch: SearchWidget = {
  Control: ({ value, onChange }) => (
    <DatePicker.RangePicker value={value} onChange={onChange} allowClear placeholder={['开始日期', '结束日期']} style={{ width: 260 }} />
  ),
  toParams: (value, item) => {
    const range = value as [Dayjs | null, Dayjs | null] | null | undefined;
    if (!range || !range[0] || !range[1]) return {};
    const [start = `${item.field}Start`, end = `${item.field}End`] = item.params ?? [];
    return { [start]: `${range[0].format('YYYY-MM-DD')} 00:00:00`, [end]: `${range[1].format('YYYY-MM-DD')} 23:59:59` };
  },
};

/** One choice as a row of buttons (上月 / 本月 / 自定义): the field's enum or the item's `choices`; the value is the field's parameter. */
export const radioSearch: SearchWidget = {
  Control: ({ def, value, onChange }) => <Radio.Group optionType="button" buttonStyle="solid" options={enumOptions(def)} value={value} onChange={(event) => onChange?.(event.target.value)} />,
  toParams: (value, item) => (value === undefined || value === null || value === '' ? {} : { [item.params?.[0] ?? item.field]: String(value) }),
};

/** A calendar month sent as `YYYY-MM` in the field's parameter (or `params[0]`): the server's `month` filter. */
export const monthSearch: SearchWidget = {
  Control: ({ item, value, onChange }) => <DatePicker picker="month" value={value} onChange={onChange} allowClear placeholder={item.placeholder ?? '请选择月份'} style={{ width: 160 }} />,
  toParams: (value, item) => (value && typeof (value as Dayjs).format === 'function' ? { [item.params?.[0] ?? item.field]: (value as Dayjs).format('YYYY-MM') } : {}),
};

/** One of an enum field's values (labels from `enumNames`); the value is the field's parameter. */
export const selectSearch: SearchWidget = {
  Control: ({ item, def, value, onChange }) => (
    <Select
      allowClear
      value={value}
      onChange={onChange}
      options={enumOptions(def)}
      placeholder={item.placeholder ?? `请选择${item.title ?? def.title ?? item.field}`}
      style={{ width: 160 }}
    />
  ),
  toParams: (value, item) => (value === undefined || value === null || value === '' ? {} : { [item.params?.[0] ?? item.field]: String(value) }),
};

/**
 * Several choices as checkboxes (a block table item's loaded `options`, else the field's enum); the ticked values go
 * as one comma list in the field's parameter (or the item's `params[0]`), e.g. typeList=1,3.
 */
export const checkboxGroupSearch: SearchWidget = {
  Control: ({ def, value, onChange }) => {
    const options = enumOptions(def);
    if (!options.length) return <Typography.Text type="secondary">{def.emptyText ?? '暂无可选项'}</Typography.Text>;
    return <Checkbox.Group options={options} value={value} onChange={onChange} />;
  },
  toParams: (value, item) => (Array.isArray(value) && value.length ? { [item.params?.[0] ?? item.field]: value.join(',') } : {}),
};

/** One node of a tree of loaded choices (a block's item `options`: a department tree); its value is the field's parameter (departId). */
export const treeSelectSearch: SearchWidget = {
  Control: ({ item, def, value, onChange }) => (
    <TreeSelect
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      value={value}
      onChange={onChange}
      treeData={toTreeData(enumOptions(def))}
      placeholder={item.placeholder ?? `请选择${item.title ?? def.title ?? item.field}`}
      style={{ width: 200 }}
      popupMatchSelectWidth={false}
    />
  ),
  toParams: (value, item) => (value === undefined || value === null || value === '' ? {} : { [item.params?.[0] ?? item.field]: String(value) }),
};

type TreeOption = { label: string; value: string | number; children?: TreeOption[] };
type TreeNode = { title: string; value: string | number; children?: TreeNode[] };
const toTreeData = (options: TreeOption[]): TreeNode[] =>
  options.map((option) => ({ title: option.label, value: option.value, ...(option.children ? { children: toTreeData(option.children) } : {}) }));
