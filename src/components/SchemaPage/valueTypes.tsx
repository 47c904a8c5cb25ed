/**
 * The built-in value types of table columns: text, dates, money in yuan, row numbers, enums and enum lists,
 * images and image lists.
 */
import { Image, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ValueType } from './registry';

const EMPTY = '-';
const isBlank = (v: unknown) => v === undefined || v === null || v === '';

function formatDate(value: unknown, pattern: string): string {
  if (isBlank(value)) return EMPTY;
  const parsed = dayjs(value as string);
  return parsed.isValid() ? parsed.format(pattern) : String(value);
}

/** Built-in column value types. The server formats dates as `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai). */
export const textType: ValueType = () => ({ ellipsis: true });

export const dateTimeType: ValueType = (column) => ({
  width: 180,
  render: (_, row) => formatDate(row[column.field], 'YYYY-MM-DD HH:mm:ss'),
});

export const dateType: ValueType = (column) => ({
  width: 120,
  render: (_, row) => formatDate(row[column.field], 'YYYY-MM-DD'),
});

/** Money is yuan with two decimals on the wire. */
export const moneyType: ValueType = (column) => ({
  align: 'right',
  render: (_, row) => {
    const value = row[column.field];
    if (isBlank(value) || Number.isNaN(Number(value))) return EMPTY;
    return `¥ ${Number(value).toFixed(2)}`;
  },
});

/** Row number column. */
export const indexType: ValueType = () => ({ valueType: 'indexBorder', width: 64 });

/** A value from `valueEnum` (from the field's enumNames/enumStatus), shown as ProTable's badge and text. */
export const enumType: ValueType = (column) => ({ valueEnum: column.valueEnum, width: column.width ?? 110 });

/** The values of a list field's comma list (a field with `multiple`). */
export const listOf = (value: unknown): string[] => (typeof value === 'string' ? value.split(',').map((part) => part.trim()).filter(Boolean) : []);

/** A list of enum values (a template's supports) as the labels of `valueEnum`, one tag each. */
export const enumListType: ValueType = (column) => ({
  width: column.width ?? 200,
  render: (_, row) => {
    const values = listOf(row[column.field]);
    if (!values.length) return EMPTY;
    const labels = (column.valueEnum ?? {}) as Record<string, { text?: string }>;
    return values.map((value) => <Tag key={value}>{labels[value]?.text ?? value}</Tag>);
  },
});

/** A list of image urls (a template's previews) as thumbnails that open full size, browsable together. */
export const imageListType: ValueType = (column) => ({
  width: column.width ?? 180,
  render: (_, row) => {
    const urls = listOf(row[column.field]);
    if (!urls.length) return EMPTY;
    return (
      <Image.PreviewGroup>
        <Space size={4} wrap>
          {urls.map((src) => (
            <Image key={src} src={src} alt={column.title} width={48} height={32} style={{ objectFit: 'cover', borderRadius: 4 }} />
          ))}
        </Space>
      </Image.PreviewGroup>
    );
  },
});

/** An image url as a thumbnail that opens full size. */
export const imageType: ValueType = (column) => ({
  width: column.width ?? 100,
  render: (_, row) => {
    const src = row[column.field];
    if (isBlank(src)) return EMPTY;
    return <Image src={String(src)} alt={column.title} width={72} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />;
  },
});
