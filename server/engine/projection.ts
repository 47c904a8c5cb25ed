/** An operation's `answers`: the rows it answers carry only the fields it names (a picker's projection). */
export const projected = (row: Record<string, any>, answers: string[]) => Object.fromEntries(answers.map((name) => [name, row[name]]));
