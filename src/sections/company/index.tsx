import { Button, Card, Result, Space, Spin } from 'antd';
import { useModel } from '@umijs/max';
import { useEffect, useState } from 'react';
import type { SectionPageProps } from '@/sections';
import type { InitialState } from '@/services/types';
import { companyApi, type CertificationState, type CompanyInfo } from './api';
import CertificationBanner from './CertificationBanner';
import CertifyDialog from './CertifyDialog';
import CompanyForm from './CompanyForm';

/** 企业信息设置 (spec doc 2 §2, default section): company profile, logo, and certification. */
export default function CompanyPage({ title }: SectionPageProps) {
  const [company, setCompany] = useState<CompanyInfo | null>();
  const [certification, setCertification] = useState<CertificationState>();
  const [certifying, setCertifying] = useState(false);
  const { setInitialState } = useModel('@@initialState');

  /** The header shows the company name; keep it in step without reloading the session. */
  const saved = (next: CompanyInfo) => {
    setCompany(next);
    void setInitialState((state: InitialState | undefined) =>
      state?.currentUser ? { ...state, currentUser: { ...state.currentUser, companyName: next.companyName, logo: next.logo ?? undefined } } : state,
    );
  };

  const load = () =>
    Promise.all([companyApi.select(), companyApi.certification()])
      .then(([info, auth]) => {
        saved(info.data);
        setCertification(auth.data);
      })
      .catch(() => setCompany(null));
  useEffect(() => void load(), []);

  if (company === null) return <Result status="error" title="企业信息加载失败" extra={<Button onClick={load}>重试</Button>} />;
  if (!company) return <Spin style={{ display: 'block', margin: '96px auto' }} />;

  const status = certification?.authenticationStatus ?? company.authenticationStatus;
  return (
    <Card variant="borderless" title={title}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <CertificationBanner status={status} reason={certification?.reason} canCertify={company.canCertify === 1} onCertify={() => setCertifying(true)} />
        <CompanyForm company={company} onSaved={saved} />
      </Space>
      <CertifyDialog
        open={certifying}
        company={company}
        onClose={() => setCertifying(false)}
        onDone={() => {
          setCertifying(false);
          void load();
        }}
      />
    </Card>
  );
}
