/**
 * A form value of company members (a schedule's participants or cc), chosen in the one person picker.
 */
import { Button, Tag } from 'antd';
import { useState } from 'react';
import PersonPicker from '@/widgets/PersonPicker';
import type { SchedulePerson } from '../../shared/schedule-wire';
import { callOperation } from '@/blocks/calls';
import type { BlockOperation } from '@/blocks/types';

interface Props {
  value?: SchedulePerson[];
  onChange?: (people: SchedulePerson[]) => void;
  /** The picker's title: 选择参与人, 选择抄送人. */
  title: string;
  /** The member list the picker pages through (`page`, `limit`, `name`; answers `{records, total}`). */
  members: BlockOperation;
}

/**
 * Company members as a form value (a schedule's participants or cc): tags of the chosen ones and 选择人员, which
 * opens the one person picker (src/widgets/PersonPicker.tsx) fed by `members`.
 */
export default function MemberPickerField({ value = [], onChange, title, members }: Props) {
  const [picking, setPicking] = useState(false);
  return (
    <div>
      {value.map((person) => (
        <Tag key={person.id} closable onClose={() => onChange?.(value.filter((p) => p.id !== person.id))}>
          {person.name}
        </Tag>
      ))}
      <Button size="small" onClick={() => setPicking(true)}>
        选择人员
      </Button>
      <PersonPicker
        open={picking}
        title={title}
        load={(query) => callOperation(members, { params: query, quiet: true })}
        value={value}
        onCancel={() => setPicking(false)}
        onOk={(people) => {
          onChange?.(people.map((p) => ({ id: p.id, name: p.name })));
          setPicking(false);
        }}
      />
    </div>
  );
}
