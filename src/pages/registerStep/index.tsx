import { useSearchParams } from '@umijs/max';
import { Steps } from 'antd';
import { useState } from 'react';
import AuthShell from '../login/components/AuthShell';
import DoneView from './DoneView';
import ProfileForm from './ProfileForm';

/**
 * /registerStep?profileToken&companyName&mobile — after the first sign-up:
 * step 0 complete the company profile (skippable), step 1 success.
 */
export default function RegisterStepPage() {
  const [params] = useSearchParams();
  const [step, setStep] = useState(0);

  return (
    <AuthShell
      wide
      title={step === 0 ? '完善企业信息' : '注册完成'}
      subtitle={step === 0 ? '完善信息后，我们将为您提供更贴合行业的产品与服务' : undefined}
    >
      <Steps
        current={step + 1}
        status={step === 1 ? 'finish' : 'process'}
        size="small"
        style={{ marginBottom: 28 }}
        items={[{ title: '注册账号' }, { title: '完善企业信息' }, { title: '注册成功' }]}
      />
      {step === 0 ? (
        <ProfileForm
          profileToken={params.get('profileToken') ?? ''}
          companyName={params.get('companyName') ?? undefined}
          mobile={params.get('mobile') ?? undefined}
          onDone={() => setStep(1)}
        />
      ) : (
        <DoneView />
      )}
    </AuthShell>
  );
}
