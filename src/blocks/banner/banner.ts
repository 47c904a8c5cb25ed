/**
 * What a banner block shows for its record: the text its field's value names, an alert type from the field's
 * enumStatus, and the detail line filled from the record.
 */
import { fillTemplate } from '../template';
import type { BlockField, BlockSpec, Row } from '../types';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

/** A field's enumStatus colour as an alert type. */
const ALERT_OF: Record<string, AlertType> = { Success: 'success', Processing: 'info', Warning: 'warning', Error: 'error', Default: 'info' };

export interface BannerView {
  type: AlertType;
  message: string;
  description?: string;
}

/** What the banner shows for the record: the text of the field's value, its colour, and the detail line; none without a text. */
export function bannerView(block: Pick<BlockSpec, 'field' | 'texts' | 'details'>, field: BlockField | undefined, record: Row | undefined): BannerView | undefined {
  if (!record || !block.field) return undefined;
  const value = record[block.field];
  const key = value === undefined || value === null ? '' : String(value);
  const message = block.texts?.[key];
  if (!message) return undefined;
  const index = (field?.enum ?? []).findIndex((candidate) => String(candidate) === key);
  const type = ALERT_OF[field?.enumStatus?.[index] ?? ''] ?? 'info';
  const detail = block.details?.[key];
  return { type, message, description: detail ? fillTemplate(detail, record) : undefined };
}
