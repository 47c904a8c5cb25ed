import { useEffect, useState } from 'react';
import { answer, apiClient, type AnswerData } from '@/services/api-client';

/**
 * The company's feature switches (spec doc 2: settings record noticeType / scheduleType, 0 on, 1 off), read by every
 * member from `GET /api/business/plt-setting/select` (section featureSetting, schemas/company/featureSetting.json). The workbench hides
 * what a switched-off feature would show; the server refuses its calls either way.
 */
export interface FeatureSwitches {
  notices: boolean;
  schedules: boolean;
}

type SettingsRecord = AnswerData<'/api/business/plt-setting/select', 'get'>;

export const switchesOf = (record: SettingsRecord | null | undefined): FeatureSwitches => ({
  notices: Number(record?.noticeType ?? 0) !== 1,
  schedules: Number(record?.scheduleType ?? 0) !== 1,
});

/** Undefined until the settings are read; a failed read shows the widgets (their own calls then say what is wrong). */
export function useFeatureSwitches(): FeatureSwitches | undefined {
  const [switches, setSwitches] = useState<FeatureSwitches>();
  useEffect(() => {
    let live = true;
    answer(apiClient.GET('/api/business/plt-setting/select'), { quiet: true })
      .then((res) => live && setSwitches(switchesOf(res.data)))
      .catch(() => live && setSwitches(switchesOf(null)));
    return () => {
      live = false;
    };
  }, []);
  return switches;
}
