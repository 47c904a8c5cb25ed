/**
 * Signing in and out (spec §7 Attendance): `POST /api/business/sign/signIn`, `signOut` (note optional) and
 * `GET sign/selectStatus`. Every member signs for themself (the token names who); one record per member per
 * Shanghai day, kept one by the unique index (tenantId, memberId, signDate): a second sign-in changes nothing.
 */
import { UniqueConstraintError } from 'sequelize';
import type { Context } from 'koa';
import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import type { Actor } from '../../context/request-context';
import { HttpError, badRequest, ok } from '../../http/envelope';
import { toWire } from '../../http/format';
import { shanghaiClock, shanghaiDay } from '../../engine/calendar-days';
import { allowedPlace } from './sign-ways';
import { lateMinutes, workedMinutes } from './schedule-rules';

const BASE = '/api/business/sign';


function bodyOf(ctx: Context): Record<string, unknown> {
  const body = ctx.request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** Who signs, and the body: the token's member; a `userId` naming someone else is refused. */
function signer(ctx: Context): { actor: Actor; body: Record<string, unknown> } {
  const actor = ctx.state.actor as Actor;
  const body = bodyOf(ctx);
  const named = body.userId;
  if (named !== undefined && named !== null && named !== '' && Number(named) !== actor.membershipId) throw new HttpError(403, '只能为自己签到或签退');
  return { actor, body };
}

/** The company's shift and the way this request may sign (refused when the company set none, or no way allows it). */
async function shiftAndPlace(services: Services, body: Record<string, unknown>, ip: string) {
  const row = await services.data.section('signSchedule').findOne();
  if (!row) throw badRequest('企业尚未完成考勤设置，请联系管理员');
  const schedule = row.get({ plain: true }) as Record<string, any>;
  return { schedule, place: allowedPlace(schedule, body, ip) };
}

function recordOut(row: any) {
  const plain = toWire(row.get ? row.get({ plain: true }) : row);
  delete plain.tenantId;
  return plain;
}

export function mountSignRoutes(routes: RouteTable, services: Services) {
  const records = () => services.data.rows('SignRecord');
  const today = (actor: Actor) => records().findOne({ where: { memberId: actor.membershipId, signDate: shanghaiDay() } });

  routes.add({
    method: 'POST',
    path: `${BASE}/signIn`,
    object: 'session',
    action: 'sign',
    summary: '签到（本人；每人每天一次，第二次不改变记录）',
    handler: async (ctx) => {
      const { actor, body } = signer(ctx);
      const { schedule, place } = await shiftAndPlace(services, body, ctx.ip);
      const now = new Date();
      const existing = await today(actor);
      if (existing) return ok(ctx, recordOut(existing), '今日已签到');
      const member = (await services.data.rows('Membership').findOne({ where: { id: actor.membershipId }, attributes: ['departId'], raw: true })) as { departId: number | null } | null;
      const late = lateMinutes(schedule.workOn, shanghaiClock(now));
      try {
        const row = await records().create({
          memberId: actor.membershipId,
          accountId: actor.accountId,
          departId: member?.departId ?? null,
          userName: actor.name,
          signDate: shanghaiDay(now),
          normalSignIn: schedule.workOn,
          normalSignOut: schedule.workOff,
          signInTime: now,
          signInType: late > 0 ? 1 : 0,
          lateMinutes: late,
          signInLocation: place.location,
          signInWifi: place.wifi,
          signInIp: place.ip,
        });
        ok(ctx, recordOut(row), '签到成功');
      } catch (error) {
        // A parallel sign-in of the same member won: the database kept one record.
        if (!(error instanceof UniqueConstraintError)) throw error;
        ok(ctx, recordOut(await today(actor)), '今日已签到');
      }
    },
  });

  routes.add({
    method: 'POST',
    path: `${BASE}/signOut`,
    object: 'session',
    action: 'sign',
    summary: '签退（本人；先签到，每天一次；note 备注可选）',
    handler: async (ctx) => {
      const { actor, body } = signer(ctx);
      const note = body.note === undefined || body.note === null ? undefined : body.note;
      if (note !== undefined && (typeof note !== 'string' || note.length > 200)) throw badRequest('备注不能超过200个字符', ['note']);
      const { schedule, place } = await shiftAndPlace(services, body, ctx.ip);
      const row = await today(actor);
      if (!row) throw badRequest('今日尚未签到，请先签到');
      if (row.signOutTime) return ok(ctx, recordOut(row), '今日已签退');
      const now = new Date();
      const early = lateMinutes(shanghaiClock(now), row.normalSignOut ?? schedule.workOff);
      const values = {
        signOutTime: now,
        signOutType: early > 0 ? 1 : 0,
        earlyMinutes: early,
        duration: workedMinutes(shanghaiClock(new Date(row.signInTime)), shanghaiClock(now), schedule.restOn, schedule.restOff),
        signOutLocation: place.location,
        signOutWifi: place.wifi,
        signOutIp: place.ip,
        ...(note !== undefined ? { note: (note as string).trim() } : {}),
      };
      // Only the first sign-out writes: a parallel one finds signOutTime set.
      const changed = await records().update(values, { where: { id: row.id, signOutTime: null } });
      ok(ctx, recordOut(await today(actor)), changed ? '签退成功' : '今日已签退');
    },
  });

  routes.add({
    method: 'GET',
    path: `${BASE}/selectStatus`,
    object: 'session',
    action: 'read',
    summary: '今日签到状态：isSignIn/isSignOut（0/1）、时间、signInType/signOutType（1 迟到/早退）、normalSignIn/normalSignOut',
    handler: async (ctx) => {
      const actor = ctx.state.actor as Actor;
      const schedule = await services.data.section('signSchedule').findOne();
      const row = await today(actor);
      const out = row ? recordOut(row) : {};
      ok(ctx, {
        isSignIn: row?.signInTime ? '1' : '0',
        isSignOut: row?.signOutTime ? '1' : '0',
        signInTime: out.signInTime ?? null,
        signOutTime: out.signOutTime ?? null,
        signInType: row?.signInType == null ? null : String(row.signInType),
        signOutType: row?.signOutType == null ? null : String(row.signOutType),
        normalSignIn: row?.normalSignIn ?? schedule?.workOn ?? null,
        normalSignOut: row?.normalSignOut ?? schedule?.workOff ?? null,
      });
    },
  });
}
