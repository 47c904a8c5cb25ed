import type { Row } from './types';

/**
 * A block's record from the answers of its `load` operations: objects merged (the later winning); an answer that is
 * no object (selectBalance's number) is the record's value under the operation's name; a list of one row (a `paged:
 * false` list with `max: 1`, 费用统计's remaining count) is that row.
 */
export function recordOf(answers: unknown[], names: string[]): Row {
  const one = (answer: unknown) => (Array.isArray(answer) && answer.length === 1 && answer[0] !== null && typeof answer[0] === 'object' ? answer[0] : answer);
  return Object.assign({}, ...answers.map(one).map((answer, i) => (answer !== null && typeof answer === 'object' && !Array.isArray(answer) ? answer : { [names[i]]: answer })));
}
