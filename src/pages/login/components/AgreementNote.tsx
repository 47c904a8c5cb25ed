/**
 * The line under the sign-up forms saying that registering means agreeing to the 用户协议 and 隐私政策 (spec doc 1 §5),
 * each opened in a dialog.
 */
import { Modal } from 'antd';
import { PRODUCT_NAME } from '@/constants/service';

const TEXTS = {
  用户协议: [
    `欢迎使用${PRODUCT_NAME}。您注册并使用本平台服务，即表示您同意以本企业名义开通云服务账号，并对账号下的全部操作负责。`,
    '平台为注册企业提供 7 天免费试用；试用期满后，您可按需购买相应产品与增值服务。',
    '您应妥善保管账号与密码，不得利用本平台从事违法违规活动；平台有权对违规账号暂停或终止服务。',
  ],
  隐私政策: [
    '我们仅在提供服务所必需的范围内收集您的手机号、企业名称及联系人信息，用于账号注册、身份验证和客户服务。',
    '未经您的同意，我们不会向第三方提供您的个人信息，法律法规另有规定的除外。',
    '您可以在个人设置中查看、更正您的信息，或联系客服注销账号。',
  ],
} as const;

type Doc = keyof typeof TEXTS;

function show(doc: Doc) {
  Modal.info({
    title: `《${doc}》`,
    width: 560,
    okText: '我知道了',
    content: TEXTS[doc].map((text) => <p key={text}>{text}</p>),
  });
}

/** "Registering implies agreement to the privacy policy and service agreement" (spec doc 1 §5). */
export default function AgreementNote() {
  return (
    <div style={{ color: '#8a919f', fontSize: 12, textAlign: 'center', marginTop: 12 }}>
      注册即表示您已阅读并同意
      <a onClick={() => show('用户协议')}>《用户协议》</a>和<a onClick={() => show('隐私政策')}>《隐私政策》</a>
    </div>
  );
}
