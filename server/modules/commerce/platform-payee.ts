/**
 * The platform's bank account that companies transfer to when they top up by bank transfer (余额管理 → 充值 → 银行转账;
 * spec doc 2 §2 "payee account info shown on screen", values not given there: this account is invented, README). The
 * transfer is credited once an operator confirms the company's record: within a day, fastest 2 hours (spec doc 2 §9).
 */
export const PLATFORM_PAYEE = {
  payeeName: '杭州云商数智科技有限公司',
  payeeBank: '中国工商银行杭州高新支行',
  payeeAccount: '1202 0260 0910 0288 866',
  arrival: '1天内到账，最快2小时',
  payeeNote: '请使用企业对公账户转账，并在用途/备注中填写企业名称；转账后在下方登记转账信息',
} as const;
