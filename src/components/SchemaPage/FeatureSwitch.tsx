import { Alert, message, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/services/request';
import type { FeatureSwitchDef } from './types';

/** Loose equality so that `0` in a schema matches `0` or `'0'` from the wire. */
const same = (a: unknown, b: unknown) => String(a) === String(b);

/**
 * A company feature switched from a section's header (`ui.featureSwitch`): reads the settings record, shows
 * on/off, and writes `{[field]: on|off}`. Read-only for a caller the server did not mark `editable`.
 */
export default function FeatureSwitch({ def }: { def: FeatureSwitchDef }) {
  const [value, setValue] = useState<unknown>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let alive = true;
    api
      .get<Record<string, unknown>>(def.read)
      .then((res) => alive && setValue(res.data?.[def.field] ?? def.on))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [def.read, def.field, def.on]);

  const loaded = value !== undefined;
  const isOn = loaded && same(value, def.on);
  const change = async (checked: boolean) => {
    const next = checked ? def.on : def.off;
    setSaving(true);
    try {
      const res = await api.post<Record<string, unknown>>(def.write, { [def.field]: next });
      setValue(res.data?.[def.field] ?? next);
      message.success(res.msg || '操作成功!');
    } catch {
      // the request client already showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <div style={{ marginBottom: 16 }} data-feature-switch={def.field}>
      <Space size="middle" align="center" wrap>
        <Typography.Text strong>{def.title}</Typography.Text>
        <Switch
          aria-label={def.title}
          checked={isOn}
          loading={!loaded || saving}
          disabled={!def.editable}
          checkedChildren={def.onText ?? '开启'}
          unCheckedChildren={def.offText ?? '关闭'}
          onChange={change}
        />
        {def.description && <Typography.Text type="secondary">{def.description}</Typography.Text>}
      </Space>
      {loaded && !isOn && def.offNotice && <Alert style={{ marginTop: 12 }} type="warning" showIcon message={def.offNotice} />}
    </div>
  );
}
