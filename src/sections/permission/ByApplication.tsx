import { useEffect, useState } from 'react';
import { type CompanyApp, type Member, permissionApi } from './api';
import { AppName, AppStatusTag, seatsText } from './AppName';
import AssignmentPanes from './AssignmentPanes';
import MemberPickerModal from './MemberPickerModal';

/** 按应用: the company apps on the left; the persons allowed to use the chosen app on the right. */
export default function ByApplication() {
  const [appName, setAppName] = useState<string>();
  const [apps, setApps] = useState<CompanyApp[]>([]);
  const [current, setCurrent] = useState<CompanyApp>();

  const loadApps = () =>
    permissionApi
      .apps(appName)
      .then((res) => {
        const list = res.data ?? [];
        setApps(list);
        setCurrent((old) => list.find((app) => app.appId === old?.appId) ?? list[0]);
      })
      .catch(() => undefined);
  useEffect(() => void loadApps(), [appName]);

  return (
    <AssignmentPanes<CompanyApp, Member>
      owners={{
        title: '应用列表',
        rowKey: 'appId',
        searchPlaceholder: '请输入应用名称',
        onSearch: setAppName,
        emptyText: '暂无应用',
        dataSource: apps,
        pagination: false,
        scroll: { y: 500 },
        columns: [
          { title: '应用名称', dataIndex: 'appName', render: (_, app) => <AppName app={app} /> },
          { title: '已用/授权', key: 'seats', width: 90, render: (_, app) => seatsText(app) },
          { title: '到期日期', dataIndex: 'expireDate', width: 110, render: (value) => value ?? '-' },
          { title: '状态', dataIndex: 'status', width: 80, render: (status) => <AppStatusTag status={status} /> },
        ],
      }}
      current={current}
      onPick={setCurrent}
      onChanged={() => void loadApps()}
      assigned={{
        title: (app) => (app ? `「${app.appName}」的授权人员（已用 ${seatsText(app)}）` : '授权人员'),
        rowKey: 'id',
        searchPlaceholder: '请输入姓名',
        addText: '添加人员',
        removeText: '移除人员',
        load: async (app, name) => (await permissionApi.usersOfApp(app.appId, name)).data,
        add: (app, ids) => permissionApi.addUsers(app.appId, ids),
        remove: (app, ids) => permissionApi.removeUsers(app.appId, ids),
        picker: (app, props) => (
          <MemberPickerModal
            {...props}
            title={`添加人员 — ${app.appName}`}
            load={async (query) => (await permissionApi.usersNotInApp(app.appId, query)).data}
          />
        ),
        pagination: { pageSize: 10, showSizeChanger: false, hideOnSinglePage: true },
        columns: [
          { title: '姓名', dataIndex: 'name' },
          { title: '云账号', dataIndex: 'mobile' },
          { title: '所属部门', dataIndex: 'departName', render: (value) => value ?? '-' },
          { title: '职位', dataIndex: 'position', render: (value) => value ?? '-' },
        ],
      }}
    />
  );
}
