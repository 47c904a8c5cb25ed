/**
 * The line under the sign-up forms saying that registering means agreeing to the 用户协议 and 隐私政策 (spec doc 1 §5):
 * each link opens the public site's page in a new tab (schemas/site/pages/agreement.json, privacy.json), so the
 * texts are kept once, where operators edit them (站点内容).
 */

/** "Registering implies agreement to the privacy policy and service agreement" (spec doc 1 §5). */
export default function AgreementNote() {
  return (
    <div style={{ color: '#8a919f', fontSize: 12, textAlign: 'center', marginTop: 12 }}>
      注册即表示您已阅读并同意
      <a href="/agreement" target="_blank" rel="noopener">
        《用户协议》
      </a>
      和
      <a href="/privacy" target="_blank" rel="noopener">
        《隐私政策》
      </a>
    </div>
  );
}
