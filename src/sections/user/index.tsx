import { Card, Result, Skeleton } from 'antd';
import { useSectionSchema } from '@/components/SchemaPage/useSectionSchema';
import type { SectionPageProps } from '..';
import UserPage from './UserPage';

/**
 * 用户管理: the schemas/admin/user.json section (columns, tabs, toolbar, row actions and their confirmations) on a
 * page of its own, because of what the generic page has no place for: the department tree beside the table,
 * the seat counts, the three-step add-user wizard and the batch department dialog.
 */
export default function UserSection({ sectionKey }: SectionPageProps) {
  const { schema, error } = useSectionSchema(sectionKey);
  if (error) {
    return (
      <Card variant="borderless">
        <Result status="warning" title="页面加载失败" subTitle={error} />
      </Card>
    );
  }
  if (!schema) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return <UserPage key={schema.id} schema={schema} />;
}
