/** A submission's answers under its version's titles: the list (AnswerList) and the detail drawer of 查看提交. */
import { Descriptions, Drawer } from 'antd';
import type { Row } from '../types';
import { answersOf, type FormVersion } from './answers';

interface ListProps {
  data?: Record<string, unknown> | null;
  version?: FormVersion;
  /** Lines above the answers (提交人, 部门, 提交时间, 版本). */
  header?: { label: string; value: unknown }[];
}

export function AnswerList({ data, version, header = [] }: ListProps) {
  return (
    <div data-testid="submission-detail">
      <Descriptions column={1} bordered size="small" styles={{ label: { width: 140 } }}>
        {header.map((line) => (
          <Descriptions.Item key={line.label} label={line.label}>
            {String(line.value ?? '-')}
          </Descriptions.Item>
        ))}
        {answersOf(data, version).map((answer) => (
          <Descriptions.Item key={answer.key} label={answer.title}>
            <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{answer.text}</span>
          </Descriptions.Item>
        ))}
      </Descriptions>
    </div>
  );
}

interface Props extends ListProps {
  submission?: Row;
  onClose: () => void;
}

export default function FormAnswers({ submission, version, onClose, header }: Props) {
  return (
    <Drawer open={Boolean(submission)} title="提交详情" width={520} onClose={onClose} destroyOnHidden>
      {submission && <AnswerList data={submission.data} version={version} header={header} />}
    </Drawer>
  );
}
