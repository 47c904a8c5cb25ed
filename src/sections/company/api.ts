import { api } from '@/services/request';

/** GET /api/business/plt-company/selectCompany — the caller's own company and what the caller may do. */
export interface CompanyInfo {
  id: number;
  logo: string | null;
  companyName: string;
  industry: string | null;
  mobile: string | null;
  province: string | null;
  city: string | null;
  county: string | null;
  regionCodes: string[];
  address: string | null;
  zipCode: string | null;
  businessLicense: string | null;
  /** 0 not certified, 1 certified, 2 rejected, 3 no banner, 4 submitted and awaiting review. */
  authenticationStatus: number;
  isMainAccount: 0 | 1;
  nameEditable: 0 | 1;
  canCertify: 0 | 1;
}

/** GET /api/business/plt-authentication/selectAuth. */
export interface CertificationState {
  authenticationStatus: number;
  reason: string | null;
  companyName: string | null;
  businessLicense: string | null;
  submitTime: string | null;
}

export interface CompanyForm {
  logo?: string;
  companyName: string;
  industry: string;
  regionCodes: string[];
  address?: string;
  mobile: string;
  zipCode?: string;
}

export const companyApi = {
  select: () => api.get<CompanyInfo>('/api/business/plt-company/selectCompany'),
  certification: () => api.get<CertificationState>('/api/business/plt-authentication/selectAuth'),
  update: (body: CompanyForm) => api.post<CompanyInfo>('/api/business/plt-company/update', body),
  certify: (body: { businessLicense: string; companyName: string }) => api.post<CertificationState>('/api/business/plt-company/save', body),
};
