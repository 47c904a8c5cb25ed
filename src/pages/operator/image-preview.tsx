import { Image } from 'antd';
import { valueTypes, type ValueType } from '@/components/SchemaPage';

/** A column showing an image url as a thumbnail that opens full size (e.g. a submitted business licence). */
const imagePreview: ValueType = (column) => ({
  width: column.width ?? 100,
  render: (_, row) => {
    const src = row[column.field];
    if (!src) return '-';
    return <Image src={String(src)} alt={column.title} width={72} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />;
  },
});

if (!valueTypes.has('imagePreview')) valueTypes.register('imagePreview', imagePreview);
