/**
 * The 21 fixed industry options of the company profile (spec doc 1 §3, doc 2 §2). The list lives once,
 * in schemas/_dict/industries.json, which the server's completeInfo validator also checks against.
 * The value stored is the name.
 */
import industries from '../../schemas/_dict/industries.json';

export const INDUSTRIES: readonly string[] = industries;

export const INDUSTRY_OPTIONS = INDUSTRIES.map((name) => ({ label: name, value: name }));
