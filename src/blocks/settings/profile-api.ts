// The calls of 个人设置 (the caller's own profile, photo, password and bindings) and the profile's shape.
import { api } from '@/services/request';
import type { AnswerData } from '@/services/api-client';

/** spec doc 1 §3 "User profile" as the server documents it (section profile, GET /api/admin/user/selectUserById/{id}). */
export type UserProfile = AnswerData<'/api/admin/user/selectUserById/{id}', 'get'>;

const USER = '/api/admin/user';

export const loadProfile = (id: number | string) => api.get<UserProfile>(`${USER}/selectUserById/${id}`).then((res) => res.data);
export const saveProfile = (values: Partial<UserProfile>) => api.post<UserProfile>(`${USER}/setPersonalInfo`, values);
export const uploadPhoto = (file: Blob) => {
  const body = new FormData();
  body.append('file', file);
  return api.post<{ photo: string }>(`${USER}/uploadPhoto`, body);
};
// The server reads these from the query (the spec's shape) or the body; passwords go in the body, out of URLs and logs.
export const changePassword = (oldPass: string, newPass: string, surePass: string) => api.post(`${USER}/changePassword`, { oldPass, newPass, surePass });
export const bindMobile = (mobilePhone: string, password: string) => api.post(`${USER}/bindingMobile`, { mobilePhone, password });
export const bindEmail = (email: string, password: string) => api.post(`${USER}/bindingEmail`, { email, password });
