import FeatureSwitch from '@/components/SchemaPage/FeatureSwitch';
import type { FeatureSwitchDef } from '@/components/SchemaPage/types';
import type { BlockProps } from '../types';

/**
 * A company feature switched on or off (the settings record's `field`, `on`/`off`, read and write urls): the
 * generic page's switch as a block. Only a caller the section's `update` is served to may flip it.
 */
export default function FeatureSwitchBlock({ block, page }: BlockProps) {
  const def = {
    title: block.title ?? page.schema.title,
    field: block.field!,
    on: block.on,
    off: block.off,
    read: block.read!,
    write: block.write!,
    onText: block.onText,
    offText: block.offText,
    description: block.description,
    offNotice: block.offNotice,
    editable: Boolean(page.schema.operations.update),
  } as FeatureSwitchDef;
  return <FeatureSwitch def={def} />;
}
