/**
 * The first step of /registerStep (spec doc 1 §3, §5): the new company's profile, saved with the registration's
 * profile token, or skipped.
 */
import { Button, Cascader, Col, Form, Input, Row, Select, Space, message } from 'antd';
import { useState } from 'react';
import { INDUSTRY_OPTIONS } from '@/constants/industries';
import { REGIONS } from '../../../shared/regions';
import { completeInfo, errorMessage, type CompleteInfoBody } from '@/services/auth';

type Values = Omit<CompleteInfoBody, 'profileToken'>;

interface Props {
  profileToken: string;
  companyName?: string;
  mobile?: string;
  onDone: () => void;
}

/**
 * Step 0 of /registerStep: complete the company profile (spec doc 1 §3, §5). Company name and
 * mobile come from the query and are read-only when present. "跳过" moves on without saving.
 */
export default function ProfileForm({ profileToken, companyName, mobile, onDone }: Props) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      await completeInfo({ ...values, profileToken, companyName: values.companyName.trim() });
      message.success('操作成功!');
      onDone();
    } catch (error) {
      message.warning(errorMessage(error, '保存失败'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ companyName, mobile }} requiredMark>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="真实姓名" name="realName" rules={[{ required: true, whitespace: true, message: '请输入真是姓名' }]}>
            <Input placeholder="请输入真实姓名" maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="所属行业" name="industry" rules={[{ required: true, message: '请选择所属行业' }]}>
            <Select placeholder="请选择所属行业" options={INDUSTRY_OPTIONS} showSearch />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="单位名称" name="companyName" rules={[{ required: true, whitespace: true, message: '请输入单位名称' }]}>
            <Input readOnly={Boolean(companyName)} variant={companyName ? 'filled' : 'outlined'} maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="联系电话" name="mobile" rules={[{ required: true, message: '请输入联系电话' }]}>
            <Input readOnly={Boolean(mobile)} variant={mobile ? 'filled' : 'outlined'} maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="所在地区" name="regionCodes" rules={[{ required: true, message: '请选择地址' }]}>
            <Cascader options={REGIONS} placeholder="请选择省 / 市 / 区" showSearch />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="详细地址" name="address">
            <Input placeholder="街道、门牌号" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="QQ" name="qq" rules={[{ pattern: /^\d{5,12}$/, message: 'QQ号格式不正确' }]}>
            <Input placeholder="选填" maxLength={12} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="微信" name="wechat">
            <Input placeholder="选填" maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="邮箱" name="email" rules={[{ type: 'email', message: '邮箱格式不正确' }]}>
            <Input placeholder="选填" maxLength={60} />
          </Form.Item>
        </Col>
      </Row>
      <Space size="middle">
        <Button type="primary" htmlType="submit" loading={submitting}>
          提交
        </Button>
        <Button onClick={onDone}>跳过</Button>
      </Space>
    </Form>
  );
}
