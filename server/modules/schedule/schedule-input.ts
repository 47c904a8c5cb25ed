/**
 * The body of a schedule's create or update read and checked as a whole (spec doc 1 §3 Schedule, §5 messages):
 * type, dates and hours, people, attachments, repeat.
 */
import type { Services } from '../../services';
import { badRequest, notFound } from '../../http/envelope';
import { accountsOfMembers } from '../admin/person-ids';
import { declaredUploadRules } from '../../engine/upload-operation';
import { ALL_DAY, ATTACHMENT_EXTENSIONS, HOUR_SLOTS, SCHEDULE_LIMITS, SCHEDULE_MESSAGES, type ScheduleValues } from '../../../shared/schedule-wire';
import { addDays, isDay, shanghaiDay } from '../../engine/calendar-days';

/** The kinds schedule's upload operation takes (schemas/schedule/schedule.json): an attachment named must be one. */
const attachmentKinds = (services: Services) => declaredUploadRules(services.sections.find((section) => section.id === 'schedule')!, 'upload').kinds;

const MAX_MEMBERS = 200;
const MAX_FILES = 20;
const MESSAGES = SCHEDULE_MESSAGES;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const text = (value: unknown) => (blank(value) ? '' : String(value).trim());

function flag(value: unknown, field: string, title: string): 0 | 1 {
  if (blank(value) || value === false) return 0;
  if (value === true) return 1;
  const n = Number(value);
  if (n !== 0 && n !== 1) throw badRequest(`${title}${MESSAGES.flag}`, [field]);
  return n as 0 | 1;
}

/** Member ids (user/selectPage's) from an array of ids or `{id}` objects, or a comma list. */
function memberIds(value: unknown, field: string): number[] {
  if (blank(value)) return [];
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const ids = items.map((item) => (item && typeof item === 'object' ? (item as any).id : typeof item === 'string' ? item.trim() : item)).map(Number);
  if (ids.length > MAX_MEMBERS || ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw badRequest(MESSAGES.memberList, [field]);
  return [...new Set(ids)];
}

/** The day's value: `YYYY-MM-DD` (a `YYYY-MM-DD HH:mm:ss` value is taken as its day). */
function day(value: unknown, message: string, field: string): string {
  const given = text(value).slice(0, 10);
  if (!isDay(given)) throw badRequest(message, [field]);
  return given;
}

function hour(value: unknown, message: string, field: string): string {
  const given = text(value);
  if (!HOUR_SLOTS.includes(given)) throw badRequest(message, [field]);
  return given;
}

/**
 * The body of create or update read as a whole schedule (spec doc 1 §3 Schedule, §5 messages, in the order of the
 * dialog). `previous` is the stored schedule on update: a date that did not change may stay in the past.
 */
export async function readSchedule(services: Services, body: Record<string, any>, previous?: { startTime: string }): Promise<ScheduleValues> {
  // Type: an enabled type of 日程设置, by id (typeId) or name (typeName).
  if (blank(body.typeId) && blank(body.typeName)) throw badRequest(MESSAGES.type, ['typeId']);
  const types = services.data.section('scheduleSetting');
  const typeWhere = blank(body.typeId) ? { typeName: text(body.typeName) } : { id: Number(body.typeId) };
  if (!blank(body.typeId) && !Number.isSafeInteger(Number(body.typeId))) throw badRequest(MESSAGES.typeGone, ['typeId']);
  const type: any = await types.findOne({ where: { ...typeWhere, status: 1 }, attributes: ['id', 'typeName'], raw: true });
  if (!type) throw badRequest(MESSAGES.typeGone, ['typeId']);

  const scheduleName = text(body.scheduleName);
  if (!scheduleName) throw badRequest(MESSAGES.name, ['scheduleName']);
  if ([...scheduleName].length > SCHEDULE_LIMITS.name) throw badRequest(MESSAGES.nameLong, ['scheduleName']);

  const startTime = day(body.startTime, MESSAGES.date, 'startTime');
  const endTime = blank(body.endTime) ? startTime : day(body.endTime, MESSAGES.date, 'endTime');
  if ((!previous || previous.startTime !== startTime) && startTime < addDays(shanghaiDay(), -1)) throw badRequest(MESSAGES.datePast, ['startTime']);

  const all = flag(body.all, 'all', '全天');
  const startHour = all ? ALL_DAY.startHour : hour(body.startHour, MESSAGES.startHour, 'startHour');
  const endHour = all ? ALL_DAY.endHour : hour(body.endHour, MESSAGES.endHour, 'endHour');
  if (endTime < startTime) throw badRequest(MESSAGES.endDate, ['endTime']);
  if (endTime === startTime && HOUR_SLOTS.indexOf(endHour) <= HOUR_SLOTS.indexOf(startHour)) throw badRequest(MESSAGES.endHourBefore, ['endHour']);

  const place = text(body.place);
  if ([...place].length > SCHEDULE_LIMITS.place) throw badRequest(MESSAGES.place, ['place']);
  const content = text(body.text);
  if ([...content].length > SCHEDULE_LIMITS.text) throw badRequest(MESSAGES.text, ['text']);

  // Named by member id; stored (and messaged) by account: person-ids.ts. Anyone but a current member of the company is 404.
  const participants = await accountsOfMembers(services, memberIds(body.participantsVOList ?? body.participants, 'participants'), MESSAGES.member);
  const copys = await accountsOfMembers(services, memberIds(body.copyList ?? body.copys, 'copys'), MESSAGES.member);

  const files = await readFiles(services, body.voList ?? body.files);

  const repeat = flag(body.repeat, 'repeat', '重复');
  let repeatType: number | null = null;
  let repeatRate: number | null = null;
  let repeatEnd: string | null = null;
  if (repeat) {
    repeatType = Number(body.repeatType);
    if (blank(body.repeatType) || ![0, 1, 2, 3].includes(repeatType)) throw badRequest(MESSAGES.repeatType, ['repeatType']);
    repeatRate = blank(body.repeatRate) ? 1 : Number(body.repeatRate);
    if (!Number.isInteger(repeatRate) || repeatRate < 1 || repeatRate > SCHEDULE_LIMITS.rateMax) throw badRequest(MESSAGES.repeatRate, ['repeatRate']);
    if (!blank(body.repeatEnd)) {
      repeatEnd = day(body.repeatEnd, MESSAGES.repeatEnd, 'repeatEnd');
      if (repeatEnd < startTime) throw badRequest(MESSAGES.repeatEnd, ['repeatEnd']);
    }
  }
  const sign = flag(body.sign, 'sign', '重要');
  return {
    typeId: type.id,
    typeName: type.typeName,
    scheduleName,
    startTime,
    endTime,
    startHour,
    endHour,
    all,
    place: place || null,
    text: content || null,
    files: JSON.stringify(files),
    repeat,
    repeatType,
    repeatRate,
    repeatEnd,
    sign,
    participants,
    copys,
  };
}

/** Attachments `[{name, url}]` (or urls): the company's own uploads, of the spec's extensions, names not repeated. */
async function readFiles(services: Services, value: unknown): Promise<{ name: string; url: string }[]> {
  if (blank(value)) return [];
  let items: unknown = value;
  if (typeof value === 'string') {
    try {
      items = value.trim().startsWith('[') ? JSON.parse(value) : value.split(',');
    } catch {
      throw badRequest(MESSAGES.fileMissing, ['files']);
    }
  }
  if (!Array.isArray(items) || items.length > MAX_FILES) throw badRequest(MESSAGES.fileMissing, ['files']);
  const files = items.map((item) => {
    const url = text(item && typeof item === 'object' ? (item as any).url : item);
    const name = text(item && typeof item === 'object' ? (item as any).name : undefined) || url.split('/').pop() || '';
    return { name: name.slice(0, 200), url };
  });
  const names = new Set<string>();
  for (const file of files) {
    const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
    if (!ATTACHMENT_EXTENSIONS.includes(extension)) throw badRequest(MESSAGES.fileKind, ['files']);
    if (names.has(file.name)) throw badRequest(MESSAGES.fileDuplicate, ['files']);
    names.add(file.name);
  }
  for (const file of files) if (!(await services.files.claimOwnFile(file.url, attachmentKinds(services)))) throw notFound(MESSAGES.fileMissing);
  return files;
}
