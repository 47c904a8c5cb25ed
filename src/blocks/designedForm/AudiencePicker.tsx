/** The audience of a designed form: 全员 switch, departments (a tree of checkboxes; sub-departments included) and people (the one person picker). */
import { Button, Space, Switch, Tag, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import PersonPicker, { type MemberLoader, type Person } from '@/widgets/PersonPicker';
import type { Audience, TreeOption } from './audience';

interface Props {
  value: Audience;
  onChange: (audience: Audience) => void;
  departs: TreeOption[];
  people: Person[];
  onPeople: (people: Person[]) => void;
  loadMembers?: MemberLoader;
}

export default function AudiencePicker({ value, onChange, departs, people, onPeople, loadMembers }: Props) {
  const [picking, setPicking] = useState(false);
  const named = value.userIds.map((id) => people.find((person) => person.id === id) ?? { id, name: `成员${id}` });
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={8} data-testid="audience">
      <Space>
        <Switch checked={value.all === 1} onChange={(checked) => onChange({ ...value, all: checked ? 1 : 0 })} aria-label="全员" />
        <span>全员</span>
        <Typography.Text type="secondary">开启后公司全部成员都可填写</Typography.Text>
      </Space>
      {value.all !== 1 && (
        <>
          <TreeSelect
            multiple
            treeCheckable
            showCheckedStrategy={TreeSelect.SHOW_PARENT}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
            allowClear
            maxTagCount="responsive"
            placeholder="选择部门（含下级部门）"
            treeData={departs}
            value={value.departIds}
            onChange={(ids: number[]) => onChange({ ...value, departIds: ids })}
            style={{ width: '100%' }}
            data-testid="audience-departs"
          />
          <Space wrap size={[4, 4]}>
            <Button size="small" onClick={() => setPicking(true)}>
              选择人员
            </Button>
            {named.map((person) => (
              <Tag key={person.id} closable onClose={() => onChange({ ...value, userIds: value.userIds.filter((id) => id !== person.id) })}>
                {person.name}
              </Tag>
            ))}
          </Space>
        </>
      )}
      <PersonPicker
        open={picking}
        title="选择人员"
        value={named}
        load={loadMembers}
        onCancel={() => setPicking(false)}
        onOk={(picked) => {
          setPicking(false);
          onPeople(picked);
          onChange({ ...value, userIds: picked.map((person) => person.id) });
        }}
      />
    </Space>
  );
}
