import { Form, Input, message, Modal } from 'antd';
import { useEffect, useState } from 'react';
import ImageUpload from '@/components/ImageUpload';
import { companyApi, type CompanyInfo } from './api';

interface Props {
  open: boolean;
  company: CompanyInfo;
  onClose: () => void;
  onDone: () => void;
}

interface Values {
  businessLicense: string;
  companyName: string;
}

/**
 * 企业认证: business licence and company name (spec doc 1 §5, checked on blur); submitted from status
 * 0, 1 or 2 by the main account. The name is editable only while the status is 0 or 1.
 */
export default function CertifyDialog({ open, company, onClose, onDone }: Props) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue({ businessLicense: company.businessLicense ?? undefined, companyName: company.companyName });
  }, [open]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const res = await companyApi.certify({ businessLicense: values.businessLicense, companyName: values.companyName.trim() });
      message.success(res.msg);
      onDone();
    } catch {
      // The request client shows the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="企业认证" open={open} onCancel={onClose} onOk={submit} okText="提交认证" cancelText="取消" confirmLoading={saving} destroyOnHidden width={560}>
      <Form form={form} name="certify" layout="vertical" validateTrigger="onBlur" preserve={false}>
        <Form.Item
          label="营业执照"
          name="businessLicense"
          rules={[{ required: true, message: '请选择上传营业执照' }]}
          extra="请上传清晰的营业执照彩色扫描件或照片，支持 jpg、jpeg、png 格式，大小不超过 2MB"
          validateTrigger={['onChange', 'onBlur']}
        >
          <ImageUpload width={240} height={160} label="上传营业执照" alt="营业执照" />
        </Form.Item>
        <Form.Item
          label="认证企业名称"
          name="companyName"
          rules={[{ required: true, whitespace: true, message: '请输入认证企业名称' }]}
          extra={company.nameEditable ? '须与营业执照上的企业名称一致' : '当前认证状态下不能修改企业名称'}
        >
          <Input placeholder="请输入认证企业名称" maxLength={100} disabled={!company.nameEditable} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
