import { useEffect, useState } from 'react';
import { type CompanyApp, type Member, permissionApi } from './api';
import { AppName, AppStatusTag, seatsText } from './AppName';
import AppPickerModal from './AppPickerModal';
import AssignmentPanes from './AssignmentPanes';

const PAGE_SIZE = 10;

/** 按人员: the company members on the left; the apps the chosen member may use on the right. */
export default function ByPerson() {
  const [personName, setPersonName] = useState<string>();
  const [page, setPage] = useState(1);
  const [persons, setPersons] = useState<{ records: Member[]; total: number }>({ records: [], total: 0 });
  const [current, setCurrent] = useState<Member>();

  const loadPersons = () =>
    permissionApi
      .members({ name: personName, page, limit: PAGE_SIZE })
      .then((res) => {
        const data = res.data ?? { records: [], total: 0 };
        setPersons(data);
        setCurrent((old) => data.records.find((m) => m.id === old?.id) ?? old ?? data.records[0]);
      })
      .catch(() => undefined);
  useEffect(() => void loadPersons(), [personName, page]);

  return (
    <AssignmentPanes<Member, CompanyApp>
      owners={{
        title: '人员列表',
        rowKey: 'id',
        searchPlaceholder: '请输入姓名',
        onSearch: (name) => {
          setPage(1);
          setPersonName(name);
        },
        emptyText: '暂无人员',
        dataSource: persons.records,
        pagination: { current: page, pageSize: PAGE_SIZE, total: persons.total, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true },
        columns: [
          { title: '姓名', dataIndex: 'name' },
          { title: '所属部门', dataIndex: 'departName', render: (value) => value ?? '-' },
          { title: '应用数', dataIndex: 'appCount', width: 80 },
        ],
      }}
      current={current}
      onPick={setCurrent}
      onChanged={() => void loadPersons()}
      assigned={{
        title: (person) => (person ? `「${person.name}」的授权应用` : '授权应用'),
        rowKey: 'appId',
        searchPlaceholder: '请输入应用名称',
        addText: '添加应用',
        removeText: '移除应用',
        load: async (person, name) => (await permissionApi.appsOfUser(person.id, name)).data,
        add: (person, ids) => permissionApi.addApps(person.id, ids),
        remove: (person, ids) => permissionApi.removeApps(person.id, ids),
        picker: (person, props) => (
          <AppPickerModal {...props} title={`添加应用 — ${person.name}`} load={async () => (await permissionApi.appsNotOfUser(person.id)).data ?? []} />
        ),
        pagination: false,
        columns: [
          { title: '应用名称', dataIndex: 'appName', render: (_, app) => <AppName app={app} /> },
          { title: '已用/授权', key: 'seats', width: 100, render: (_, app) => seatsText(app) },
          { title: '到期日期', dataIndex: 'expireDate', width: 120, render: (value) => value ?? '-' },
          { title: '状态', dataIndex: 'status', width: 90, render: (status) => <AppStatusTag status={status} /> },
        ],
      }}
    />
  );
}
