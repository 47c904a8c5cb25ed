import type { Row } from './types';

/**
 * A block's record from the answers of its `load` operations: objects merged (the later winning); an answer that is
 * no object (selectBalance's number) is the record's value under the operation's name.
 */
export function recordOf(answers: unknown[], names: string[]): Row {
  return Object.assign({}, ...answers.map((answer, i) => (answer !== null && typeof answer === 'object' && !Array.isArray(answer) ? answer : { [names[i]]: answer })));
}
