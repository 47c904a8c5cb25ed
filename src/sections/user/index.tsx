import SectionSchemaLoader from '@/components/SchemaPage/SectionSchemaLoader';
import type { SectionPageProps } from '..';
import UserPage from './UserPage';

/**
 * 用户管理: the schemas/admin/user.json section (columns, tabs, toolbar, row actions and their confirmations) on a
 * page of its own, because of what the generic page has no place for: the department tree beside the table,
 * the seat counts, the three-step add-user wizard and the batch department dialog.
 */
export default function UserSection({ sectionKey }: SectionPageProps) {
  return <SectionSchemaLoader sectionId={sectionKey}>{(schema) => <UserPage key={schema.id} schema={schema} />}</SectionSchemaLoader>;
}
