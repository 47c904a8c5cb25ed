import { Op, Sequelize, type WhereOptions } from 'sequelize';
import type { AnyModel } from './database';

/**
 * "column contains text", the one LIKE of the code base: the text's own % and _ match themselves. The escape
 * character is declared (`ESCAPE '!'`) because SQLite has none by default and MySQL's backslash would need
 * doubling inside the literal; `!` means the same on both.
 */
export function contains(model: AnyModel, column: string, text: string): WhereOptions {
  const pattern = `%${text.replace(/[!%_]/g, '!$&')}%`;
  return Sequelize.where(Sequelize.col(`${model.name}.${column}`), Op.like, Sequelize.literal(`${model.sequelize!.escape(pattern)} ESCAPE '!'`));
}
