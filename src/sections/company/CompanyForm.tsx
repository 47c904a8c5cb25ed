import { Button, Cascader, Col, Form, Input, message, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import ImageUpload from '@/components/ImageUpload';
import { INDUSTRY_OPTIONS } from '@/constants/industries';
import { REGIONS } from '@/constants/regions';
import { companyApi, type CompanyForm as Values, type CompanyInfo } from './api';

interface Props {
  company: CompanyInfo;
  onSaved: (company: CompanyInfo) => void;
}

const PHONE = /^(1[3-9]\d{9}|(0\d{2,3}-?)?\d{7,8}(-\d{1,6})?|400-?\d{3}-?\d{4})$/;

/** The company profile; editable and saved (更新) only by the main account (spec doc 2 §6). */
export default function CompanyForm({ company, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const editable = company.isMainAccount === 1;

  useEffect(() => {
    form.setFieldsValue({
      logo: company.logo ?? undefined,
      companyName: company.companyName,
      industry: company.industry ?? undefined,
      regionCodes: company.regionCodes.length === 3 ? company.regionCodes : undefined,
      address: company.address ?? undefined,
      mobile: company.mobile ?? undefined,
      zipCode: company.zipCode ?? undefined,
    });
  }, [company]);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const res = await companyApi.update({ ...values, logo: values.logo ?? '', address: values.address ?? '', zipCode: values.zipCode ?? '' });
      message.success(res.msg);
      onSaved(res.data);
    } catch {
      // The request client shows the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} name="company" layout="horizontal" labelCol={{ flex: '112px' }} wrapperCol={{ flex: 'auto' }} onFinish={save} disabled={!editable} style={{ maxWidth: 760 }}>
      <Form.Item label="企业LOGO" name="logo" extra="建议尺寸 160×38 像素，支持 jpg、jpeg、png 格式，大小不超过 2MB">
        <ImageUpload width={200} height={60} label="上传LOGO" alt="企业LOGO" />
      </Form.Item>
      <Form.Item
        label="企业名称"
        name="companyName"
        rules={[{ required: true, whitespace: true, message: '请输入企业名称' }]}
        extra={company.nameEditable ? undefined : '当前认证状态下不能修改企业名称'}
      >
        <Input placeholder="请输入企业名称" maxLength={100} disabled={!editable || !company.nameEditable} />
      </Form.Item>
      <Form.Item label="所属行业" name="industry" rules={[{ required: true, message: '请选择所属行业' }]}>
        <Select placeholder="请选择所属行业" options={INDUSTRY_OPTIONS} showSearch />
      </Form.Item>
      <Form.Item label="所在地区" name="regionCodes" rules={[{ required: true, message: '请选择地址' }]}>
        <Cascader options={REGIONS} placeholder="请选择省 / 市 / 区" showSearch={{ limit: 50 }} className="company-region" />
      </Form.Item>
      <Form.Item label="详细地址" name="address" rules={[{ max: 200, message: '详细地址不能超过200个字符' }]}>
        <Input placeholder="请输入街道、门牌号" maxLength={200} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={14}>
          <Form.Item
            label="联系电话"
            name="mobile"
            rules={[
              { required: true, whitespace: true, message: '请输入联系电话' },
              { pattern: PHONE, message: '请输入正确的联系电话' },
            ]}
          >
            <Input placeholder="手机号或固定电话，如 0571-88886666" maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item label="邮政编码" name="zipCode" labelCol={{ flex: '80px' }} rules={[{ pattern: /^\d{6}$/, message: '请输入正确的邮政编码' }]}>
            <Input placeholder="6位数字" maxLength={6} />
          </Form.Item>
        </Col>
      </Row>
      {editable && (
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={saving}>
            更新
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
