import { Button, Tag } from 'antd';
import { useState } from 'react';
import PersonPicker from '@/widgets/PersonPicker';
import type { SchedulePerson } from '../../../../../shared/schedule-wire';
import { scheduleMembers } from '../../schedule-api';

interface Props {
  value?: SchedulePerson[];
  onChange?: (people: SchedulePerson[]) => void;
  /** The picker's title: 选择参与人, 选择抄送人. */
  title: string;
}

/** Participants or cc: tags of the chosen company members and the member picker (the notice scope picker, fed by plt-schedule/userPage). */
export default function PeopleField({ value = [], onChange, title }: Props) {
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
        load={scheduleMembers}
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
