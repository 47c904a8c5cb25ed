/**
 * 注册线索 (schemas/platform/registerLead.json): a phone registration (/phoneRegister, spec doc 2 §2) becomes a lead
 * the provider calls back within 1 working day. The registration reads the lead's part of its body here and writes
 * the lead in its own transaction; operators work the lead (已联系, 已转化: declared transitions of the section).
 */
import type { Services } from '../../services';
import type { FieldSpec } from '../../engine/section-types';
import { compileValidator } from '../../engine/validator';
import leadSection from '../../../schemas/platform/registerLead.json';

/** What a phone registration's body says of the lead beside mobile and company: products and source. */
export interface LeadChoice {
  products: string | null;
  source: number;
}

const fields = leadSection.fields as unknown as Record<string, FieldSpec>;

// The lead's own definitions: the products the form offers (spec doc 2 §3) and the branding it came from.
const validateChoice = compileValidator({ fields: { products: fields.products, source: fields.source } });

/** The products (a comma list or an array of the declared ones) and source of a phone registration; 400 otherwise. */
export function readLeadChoice(body: unknown): LeadChoice {
  const { products, source } = validateChoice(body);
  return { products: products ? String(products) : null, source: source ?? 0 };
}

/**
 * Writes the lead of a registration that created `companyId`. Called inside the registration's transaction, so a
 * registration that fails leaves no lead and a lead is never written without its registration. A public route has
 * no company context: the platform-owned row may be written there (server/db/platform-owned.ts).
 */
export async function recordRegisterLead(services: Services, lead: LeadChoice & { mobile: string; companyName: string; companyId: number }) {
  return services.data.section('registerLead').create({ ...lead, state: 0 });
}
