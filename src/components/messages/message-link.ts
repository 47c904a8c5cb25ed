/** Where a message leads, by what generated it (`refType`, `refId`): a designed form's message opens it on 我的表单. */

export interface MessageLink {
  text: string;
  to: string;
}

const LINKS: Record<string, (id: number) => MessageLink> = {
  designedForm: (id) => ({ text: '去填写', to: `/myForms?formId=${id}` }),
};

export function messageLink(item: { refType?: string | null; refId?: number | null }): MessageLink | undefined {
  const link = item.refType ? LINKS[item.refType] : undefined;
  return link && item.refId ? link(item.refId) : undefined;
}
