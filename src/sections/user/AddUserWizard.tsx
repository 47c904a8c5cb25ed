import { ProFormRadio, StepsForm } from '@ant-design/pro-components';
import type { FormInstance } from 'antd';
import { Button, message, Modal } from 'antd';
import { type MutableRefObject, useRef, useState } from 'react';
import type { SectionSchema } from '@/components/SchemaPage';
import type { DepartNode, RoleOption, UserCalls } from './data';
import { MOBILE, MOBILE_WRONG, wizardProblem } from './rules';
import { AuthoriseFields, DepartPicker, SchemaText } from './fields';

interface Props {
  open: boolean;
  schema: SectionSchema;
  calls: UserCalls;
  tree: DepartNode[];
  roles: RoleOption[];
  canSetAdmin: boolean;
  onClose: () => void;
  /** After each successful save (the list and the counts reload). */
  onSaved: () => void;
}


function MethodOption({ title, text }: { title: string; text: string }) {
  return (
    <span>
      <span style={{ fontWeight: 500 }}>{title}</span>
      <span style={{ marginLeft: 12, color: 'rgba(0,0,0,0.45)' }}>{text}</span>
    </span>
  );
}

/**
 * 添加用户: StepsForm in a Modal with the steps 方式 (new or link existing), 信息 and 授权. 保存并继续添加 resets to
 * step 1 and stays open; 保存 closes. Saving checks the required fields again and goes back to step 2 on a miss.
 */
export default function AddUserWizard({ open, schema, calls, tree, roles, canSetAdmin, onClose, onSaved }: Props) {
  const [current, setCurrent] = useState(0);
  const [addType, setAddType] = useState(0);
  const [saving, setSaving] = useState(false);
  const forms = useRef<MutableRefObject<FormInstance | undefined>[]>([]);
  const keepOpen = useRef(false);
  const infoForm = () => forms.current?.[1]?.current;

  const reset = () => {
    forms.current?.forEach((form) => form.current?.resetFields());
    setAddType(0);
    setCurrent(0);
  };
  const close = () => {
    reset();
    onClose();
  };

  /** Cloud account blur: a wrong format is said and cleared; a new user's account must not exist yet. */
  const checkAccount = async () => {
    const form = infoForm();
    const username = String(form?.getFieldValue('username') ?? '').trim();
    if (!username) return;
    if (!MOBILE.test(username)) {
      message.warning(MOBILE_WRONG);
      form?.setFieldValue('username', '');
      return;
    }
    if (addType !== 0) return;
    try {
      const res = await calls.checkUsername(username);
      if (res.data.exists) {
        message.warning(res.msg);
        form?.setFieldValue('username', '');
      }
    } catch (error: any) {
      message.warning(error?.body?.msg ?? error?.message);
    }
  };

  /** Name blur when linking: the account and the name are checked with the server; a miss clears the field. */
  const checkName = async () => {
    if (addType !== 1) return;
    const form = infoForm();
    const name = String(form?.getFieldValue('name') ?? '').trim();
    if (!name) return;
    const username = String(form?.getFieldValue('username') ?? '').trim();
    if (!username) {
      message.warning('请先输入云账号');
      return;
    }
    try {
      await calls.checkUsernameAndName(username, name);
    } catch (error: any) {
      message.warning(error?.body?.msg ?? error?.message);
      form?.setFieldValue('name', '');
    }
  };

  const finish = async (values: Record<string, any>) => {
    const problem = wizardProblem({ ...values, addType });
    if (problem) {
      message.warning(problem);
      setCurrent(1);
      return false;
    }
    setSaving(true);
    try {
      const body = { ...values, addType, isCompanyAdmin: values.isCompanyAdmin ? 1 : 0, groupList: values.groupList ?? [] };
      const res = await calls.add(body);
      message.success(res.msg || '新增成功!');
      onSaved();
      if (!keepOpen.current) close();
      else setAddType(0);
      return true; // StepsForm resets every step and goes back to step 1
    } catch {
      return false; // the request client showed the server's message
    } finally {
      setSaving(false);
    }
  };

  const save = (continueAdding: boolean, submit: () => void) => {
    keepOpen.current = continueAdding;
    submit();
  };

  return (
    <StepsForm
      current={current}
      onCurrentChange={setCurrent}
      formMapRef={forms}
      onFinish={finish}
      stepsProps={{ size: 'small' }}
      containerStyle={{ width: '100%', minWidth: 0 }}
      stepsFormRender={(dom, submitter) => (
        <Modal title="添加用户" width={720} open={open} onCancel={close} footer={submitter} maskClosable={false} destroyOnHidden={false}>
          <div style={{ paddingTop: 16 }}>{dom}</div>
        </Modal>
      )}
      submitter={{
        render: (props) => {
          if (props.step === 0) return [<Button key="cancel" onClick={close}>取消</Button>, <Button key="next" type="primary" onClick={() => props.onSubmit?.()}>下一步</Button>];
          if (props.step === 1) return [<Button key="pre" onClick={() => props.onPre?.()}>上一步</Button>, <Button key="next" type="primary" onClick={() => props.onSubmit?.()}>下一步</Button>];
          return [
            <Button key="pre" onClick={() => props.onPre?.()}>上一步</Button>,
            <Button key="more" loading={saving} onClick={() => save(true, () => props.onSubmit?.())}>保存并继续添加</Button>,
            <Button key="save" type="primary" loading={saving} onClick={() => save(false, () => props.onSubmit?.())}>保存</Button>,
          ];
        },
      }}
    >
      <StepsForm.StepForm
        name="method"
        title="方式"
        layout="vertical"
        initialValues={{ addType: 0 }}
        onValuesChange={(changed) => 'addType' in changed && setAddType(Number(changed.addType))}
      >
        <ProFormRadio.Group
          name="addType"
          label="添加方式"
          fieldProps={{ style: { display: 'flex', flexDirection: 'column', gap: 12 } }}
          options={[
            { label: <MethodOption title="新建用户" text="为尚未注册云账号的员工新建云账号（手机号），并设置预置密码" />, value: 0 },
            { label: <MethodOption title="关联已有用户" text="把已注册云账号的用户加入本企业，需核对云账号与用户名" />, value: 1 },
          ]}
        />
      </StepsForm.StepForm>
      <StepsForm.StepForm name="info" title="信息" layout="vertical" grid rowProps={{ gutter: 16 }} colProps={{ span: 12 }}>
        <SchemaText schema={schema} field="username" required onBlur={checkAccount} extraRules={[{ pattern: MOBILE, message: MOBILE_WRONG }]} />
        <SchemaText schema={schema} field="name" required onBlur={checkName} />
        {addType === 0 && <SchemaText schema={schema} field="password" required password />}
        {addType === 0 && (
          <SchemaText
            schema={schema}
            field="rePassword"
            required
            password
            extraRules={[
              ({ getFieldValue }: FormInstance) => ({
                validator: (_: unknown, value: string) =>
                  !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('预置密码与重输密码不一致!')),
              }),
            ]}
          />
        )}
        <SchemaText schema={schema} field="no" />
        <SchemaText schema={schema} field="position" />
        <DepartPicker tree={tree} />
      </StepsForm.StepForm>
      <StepsForm.StepForm name="authorise" title="授权" layout="vertical" initialValues={{ groupList: [], isCompanyAdmin: false }}>
        <AuthoriseFields roles={roles} canSetAdmin={canSetAdmin} />
      </StepsForm.StepForm>
    </StepsForm>
  );
}
