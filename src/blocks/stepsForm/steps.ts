import { normalizeItems } from '../recordForm/form-items';
import type { ItemSpec } from '../types';

/** A wizard's steps with their items as objects, and the fields each step checks before 下一步. */
export interface Step {
  title: string;
  items: ItemSpec[];
}

export const normalizeSteps = (steps: { title: string; items: (string | ItemSpec)[] }[] | undefined): Step[] =>
  (steps ?? []).map((step) => ({ title: step.title, items: normalizeItems(step.items) }));

/** The field names a step checks. */
export const stepFields = (steps: Step[], index: number): string[] => (steps[index]?.items ?? []).map((item) => item.field);

/** Every item of every step (the body the last step sends). */
export const allItems = (steps: Step[]): ItemSpec[] => steps.flatMap((step) => step.items);

/** The step after a move, kept within the steps. */
export const moveStep = (steps: Step[], index: number, by: 1 | -1): number => Math.min(Math.max(index + by, 0), Math.max(steps.length - 1, 0));

/** The step holding a field (-1: none). */
export const stepOfField = (steps: Step[], field: string): number => steps.findIndex((step) => step.items.some((item) => item.field === field));
