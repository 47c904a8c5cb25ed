/**
 * 日程 on the wire (spec doc 1 §3 Schedule, §5 validation): the one definition of a schedule's fields, its time
 * slots and its messages, read by the server (server/modules/schedule/) and the workbench calendar
 * (src/pages/merchant/).
 */

/** Half-hour slots 00:30 … 24:00 (spec §5: time selects in 30-minute steps). */
export const HOUR_SLOTS = Array.from({ length: 48 }, (_, i) => {
  const minutes = (i + 1) * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
});

/** The all-day checkbox sets 00:30–24:00. */
export const ALL_DAY = { startHour: '00:30', endHour: '24:00' } as const;

/** Attachment extensions of spec §5 (uploaded through plt-schedule/upload, which checks each by content). */
export const ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'doc', 'xls', 'xlsx', 'zip', 'docx', 'ppt', 'pptx', 'pdf'];

/** Repeat types: every repeatRate days, weeks, months or years. */
export const REPEAT_TYPES = [
  { value: 0, label: '天' },
  { value: 1, label: '周' },
  { value: 2, label: '月' },
  { value: 3, label: '年' },
] as const;

/** Where a schedule comes from for the caller (the source filter). */
export const SCHEDULE_SOURCES = [
  { value: 0, label: '我创建的' },
  { value: 1, label: '他人创建的' },
  { value: 2, label: '抄送我的' },
] as const;

export const SCHEDULE_MESSAGES = {
  type: '请选择类型名称',
  typeGone: '日程类型不存在或已禁用',
  name: '请输入日程名称',
  nameLong: '日程名称不能超过50个字符',
  date: '请选择日程时间',
  datePast: '日程时间不能早于昨天',
  startHour: '请选择开始时间段',
  endHour: '请选择结束时间段',
  endDate: '结束时间不能小于开始时间!',
  endHourBefore: '结束时间段不能小于开始时间段!',
  place: '地点不能超过100个字符',
  text: '内容不能超过2000个字符',
  member: '参与人或抄送人不存在',
  memberList: '参与人或抄送人格式不正确',
  fileKind: `附件格式不正确，仅支持 ${ATTACHMENT_EXTENSIONS.join('、')}`,
  fileDuplicate: '选中文件包含已上传文件！',
  fileMissing: '附件不存在',
  repeatType: '请选择重复类型',
  repeatRate: '重复频率应为 1 到 99 的整数',
  repeatEnd: '重复结束日期不能小于开始时间!',
  flag: '取值不正确',
  deleteConfirm: '此操作将删除当前日程，是否继续？',
} as const;

export const SCHEDULE_LIMITS = { name: 50, place: 100, text: 2000, rateMax: 99 } as const;

/** An attachment as stored and answered. */
export interface ScheduleFile {
  name: string;
  url: string;
}

/** A person named on a schedule (member id, as user/selectPage shows it, and name). */
export interface SchedulePerson {
  id: number;
  name: string;
}

/** The fields a schedule is written with and answered with (dates `YYYY-MM-DD`, hours from HOUR_SLOTS). */
export interface ScheduleFields {
  typeId: number;
  typeName: string;
  scheduleName: string;
  startTime: string;
  endTime: string;
  startHour: string;
  endHour: string;
  all: 0 | 1;
  place: string | null;
  text: string | null;
  repeat: 0 | 1;
  repeatType: number | null;
  repeatRate: number | null;
  repeatEnd: string | null;
  sign: 0 | 1;
}

/** A schedule as the server stores it after validation: members as account ids (translated from the member ids of the request: person-ids.ts), files as JSON text. */
export interface ScheduleValues extends ScheduleFields {
  files: string;
  participants: number[];
  copys: number[];
}

/**
 * A schedule as answered (create, update, selectAll, findAll, findMonthOrWeek). In the month and week views each
 * occurrence of a repeating schedule has its own startTime/endTime; firstStartTime/firstEndTime are the stored ones.
 */
export interface ScheduleAnswer extends ScheduleFields {
  id: number;
  /** Names, comma-separated. */
  participants: string;
  copys: string;
  participantsVOList: SchedulePerson[];
  copyList: SchedulePerson[];
  files: ScheduleFile[];
  voList: ScheduleFile[];
  crtUserId: number;
  crtUserName?: string;
  crtTime?: string;
  /** 0 我创建的, 1 他人创建的, 2 抄送我的 (SCHEDULE_SOURCES). */
  sources: number[];
  firstStartTime?: string;
  firstEndTime?: string;
}

/** The body of create and update (members as member ids — user/selectPage's —, files as `{name, url}`). */
export interface ScheduleBody extends Omit<ScheduleFields, 'typeName'> {
  id?: number;
  participants: number[];
  copys: number[];
  files: ScheduleFile[];
}
