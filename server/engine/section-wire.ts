/**
 * A section's rows on their way out (the generic reads' and writes' answers): the grant's field whitelist, no tenant
 * (rows read across companies name theirs as companyId), money in yuan, no private fields, people as member ids, then
 * the section's decorate hook, the answering operation's decorateOperation hook and its `answers` projection.
 */
import type { Context } from 'koa';
import type { Services } from '../services';
import { toWire } from '../http/format';
import { stampsAsMembers } from './person-stamps';
import { grantOf, keepGrantedFields } from './row-scope-query';
import { yuanOf } from './money';
import { projected } from './projection';
import type { SectionHooks } from './section-hooks';
import type { OperationSpec, SectionSpec } from './section-types';

const OPERATOR_STAMPS = ['crtUserId', 'crtUserName', 'updUserId', 'updUserName'];

/** `served`: the operation answering, when hooks should see its name (one that `runs` a generic one, a transition). */
export function sectionWire(services: Services, section: SectionSpec, hooks: SectionHooks, served?: { name: string; spec: OperationSpec }) {
  const moneyFields = Object.keys(section.fields).filter((name) => section.fields[name].type === 'money');
  const privateFields = Object.keys(section.fields).filter((name) => section.fields[name].private);
  const treeKeys = section.model.tree ? [section.model.tree.parentField] : [];
  /** `answers`: the fields each row carries, for an operation that declares them (a picker's projection). */
  return async (ctx: Context, rows: any[], answers?: string[]) => {
    const grant = grantOf(ctx);
    const plain = rows.map((row) => {
      const raw = row.get ? row.get({ plain: true }) : row;
      // The grant's field whitelist names the fields of the section it is for; another section's rows (`of`) keep theirs.
      const out = served?.spec.of ? toWire(raw) : keepGrantedFields(grant, toWire(raw), treeKeys);
      // Rows read across companies say whose they are (the wire never carries tenantId).
      if (section.model.acrossTenants) out.companyId = raw.tenantId;
      return out;
    });
    for (const row of plain) {
      for (const name of moneyFields) row[name] = yuanOf(row[name]);
      for (const name of privateFields) delete row[name];
      // Shared with companies (or anyone): which operator wrote a row is the platform's business.
      if (served?.spec.readBy === 'companies' || served?.spec.readBy === 'anyone') for (const name of OPERATOR_STAMPS) delete row[name];
    }
    // Rows of several companies (an operator's view) keep their stamps as accounts.
    if (!section.model.acrossTenants) await stampsAsMembers(ctx, services, plain);
    const context = { ctx, services, section, ...(served ? { operation: served.name } : {}) };
    await hooks.decorate?.(plain, context);
    // Derived fields of the one operation answering (selectAuth's latest certification request).
    if (served) await hooks.decorateOperation?.[served.name]?.(plain, context);
    return answers ? plain.map((row) => projected(row, answers)) : plain;
  };
}

export type SectionWire = ReturnType<typeof sectionWire>;
