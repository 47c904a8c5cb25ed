/**
 * The company's side of an SMS audit (签名管理, 模板管理): what a company submits waits for the platform's audit
 * (status 0 审核中); any change it saves sends it back to the audit, so an approved signature or template cannot be
 * edited into something the platform never saw. The status and the audit opinion are the platform's to write
 * (read-only fields: a company's body never sets them).
 */
export const AWAITING_AUDIT = { status: 0, inspectText: null } as const;

/** A saved change goes back to the audit. */
export const backToAudit = <T extends Record<string, any>>(values: T) => ({ ...values, ...AWAITING_AUDIT });
