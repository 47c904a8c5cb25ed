import { Alert, Button } from 'antd';

interface Props {
  status: number;
  reason?: string | null;
  /** Only the main account sees the certification link (spec doc 2 §6). */
  canCertify: boolean;
  onCertify: () => void;
}

/**
 * The banner by authenticationStatus (spec doc 2 §4): 0 not certified with a link to certify,
 * 1 certified, 2 rejected with the reason, 3 none, 4 submitted and awaiting review.
 */
export default function CertificationBanner({ status, reason, canCertify, onCertify }: Props) {
  const link = (text: string) =>
    canCertify ? (
      <Button type="link" size="small" onClick={onCertify} style={{ padding: 0 }}>
        {text}
      </Button>
    ) : undefined;
  switch (status) {
    case 0:
      return <Alert type="warning" showIcon message="您的企业尚未认证，认证后可享受更多服务。" action={link('立即认证')} />;
    case 1:
      return <Alert type="success" showIcon message="您的企业已通过认证。" action={link('变更认证信息')} />;
    case 2:
      return (
        <Alert
          type="error"
          showIcon
          message="企业认证未通过，请修改后重新提交。"
          description={`驳回原因：${reason || '未填写'}`}
          action={link('重新认证')}
        />
      );
    case 4:
      return <Alert type="info" showIcon message="企业认证资料已提交，正在审核中，请耐心等待。" />;
    default:
      return null;
  }
}
