/**
 * Chosen people shown as closable tags with 选择人员, the control the personPicker widgets share.
 */
import { Button, Tag } from 'antd';
import { useState } from 'react';
import PersonPicker, { type MemberLoader, type Person } from './PersonPicker';

interface Props {
  value?: Person[];
  onChange?: (people: Person[]) => void;
  /** The picker's title (选择可见范围, 选择发布人). */
  title: string;
  /** One person only (the issuer filter): the picker warns 只能选择一条数据! */
  single?: boolean;
  load?: MemberLoader;
  disabled?: boolean;
}

/** The chosen people as closable tags and a 选择人员 button opening the one person picker: the control of the personPicker widgets. */
export default function PersonTags({ value = [], onChange, title, single, load, disabled }: Props) {
  const [picking, setPicking] = useState(false);
  return (
    <div>
      {value.map((person) => (
        <Tag key={person.id} closable={!disabled} onClose={() => onChange?.(value.filter((p) => p.id !== person.id))}>
          {person.name}
        </Tag>
      ))}
      <Button size="small" disabled={disabled} onClick={() => setPicking(true)}>
        选择人员
      </Button>
      <PersonPicker
        open={picking}
        title={title}
        single={single}
        load={load}
        value={value}
        onCancel={() => setPicking(false)}
        onOk={(people) => {
          onChange?.(people);
          setPicking(false);
        }}
      />
    </div>
  );
}
