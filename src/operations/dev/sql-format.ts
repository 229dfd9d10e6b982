import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { MAX_SQL_LENGTH, MAX_SQL_NESTING, SQL_BUDGET_MS, SQL_DIALECTS, type SqlDialect } from '../../lib/formats/sql.ts'
import { runFormatTask } from '../../lib/formats/tasks.ts'
import es from '../../i18n/es/phrases/index.ts'
import { TextOutput } from '../kits/text-results.ts'

const DIALECTS = Object.keys(SQL_DIALECTS) as [SqlDialect, ...SqlDialect[]]

export default defineOperation({
  category: 'dev',
  name: 'sql-format',
  input: 'json',
  summary: 'Format SQL: one clause per line, indented subqueries, keywords in one case',
  description: 'Lays out each statement with its clauses (SELECT, FROM, WHERE, GROUP BY…) on their own lines, the items of each clause indented under it, and subqueries and parenthesised lists indented one level more; statements are separated by a blank line. '
    + 'The dialect decides which keywords, identifiers quoting, operators and comments are understood: sql (standard SQL, default), postgresql, mysql, mariadb, sqlite, tsql (SQL Server), plsql (Oracle), bigquery, snowflake. '
    + 'keyword_case writes keywords in upper case (default), lower case, or as they were written; identifiers, strings and comments are never changed. '
    + 'SQL the dialect cannot read is refused with 422 and the line and column where reading stopped. '
    + `Limits: ${MAX_SQL_LENGTH.toLocaleString('en')} characters (larger requests are refused before any work), ${MAX_SQL_NESTING} levels of nested parentheses (SQL_TOO_DEEP), and ${SQL_BUDGET_MS.toLocaleString('en')} ms of formatting (SQL_TIMEOUT), all 422.`,
  params: z.object({
    sql: z.string().max(MAX_SQL_LENGTH).describe(`The SQL text, one or more statements, at most ${MAX_SQL_LENGTH.toLocaleString('en')} characters`),
    dialect: z.enum(DIALECTS).default('sql').describe(`The SQL dialect: ${DIALECTS.join(', ')}; default sql (standard SQL)`),
    keyword_case: z.enum(['upper', 'lower', 'preserve']).default('upper').describe('Case of keywords: upper (default), lower, or preserve as written'),
    indent: z.number().int().min(1).max(8).default(2).describe('Spaces per indentation level, 1-8; default 2'),
  }),
  result: TextOutput,
  examples: [
    {
      params: { sql: "select id, name from users where active = 1 and id in (select user_id from orders where total > 100) order by name" },
      result: { output: 'SELECT\n  id,\n  name\nFROM\n  users\nWHERE\n  active = 1\n  AND id IN (\n    SELECT\n      user_id\n    FROM\n      orders\n    WHERE\n      total > 100\n  )\nORDER BY\n  name' },
    },
    {
      title: 'PostgreSQL, lower-case keywords',
      params: { sql: 'SELECT data->>\'name\' AS name FROM items LIMIT 5;', dialect: 'postgresql', keyword_case: 'lower', indent: 4 },
      result: { output: "select\n    data ->> 'name' as name\nfrom\n    items\nlimit\n    5;" },
    },
  ],
  run: async ({ sql, dialect, keyword_case, indent }, ctx) => ({
    output: await runFormatTask(ctx.compute, 'formats.sqlFormat', { text: sql, options: { dialect, keywordCase: keyword_case, indent } }, sql.length,
      { inlineMax: 0, timeoutMs: SQL_BUDGET_MS, timeoutCode: 'SQL_TIMEOUT' }),
  }),
  es: {
    summary: 'Formatea SQL: una cláusula por línea, subconsultas sangradas y palabras clave en un mismo formato de mayúsculas',
    description: `Dispone cada sentencia con sus cláusulas (SELECT, FROM, WHERE, GROUP BY…) en líneas propias, los elementos de cada cláusula sangrados debajo de ella, y las subconsultas y listas entre paréntesis sangradas un nivel más; las sentencias se separan con una línea en blanco. El dialecto decide qué palabras clave, entrecomillado de identificadores, operadores y comentarios se entienden: sql (SQL estándar, por defecto), postgresql, mysql, mariadb, sqlite, tsql (SQL Server), plsql (Oracle), bigquery, snowflake. keyword_case escribe las palabras clave en mayúsculas (por defecto), en minúsculas o tal como se escribieron; los identificadores, las cadenas y los comentarios no se cambian nunca. Un SQL que el dialecto no puede leer se rechaza con 422 y la línea y la columna donde se detuvo la lectura. Límites: ${es.text.figure(MAX_SQL_LENGTH)} caracteres (las peticiones más grandes se rechazan antes de cualquier trabajo), ${MAX_SQL_NESTING} niveles de paréntesis anidados (SQL_TOO_DEEP) y ${es.text.figure(SQL_BUDGET_MS)} ms de formateo (SQL_TIMEOUT), todos 422.`,
    params: {
      sql: `El texto SQL, una o varias sentencias, como máximo ${es.text.figure(MAX_SQL_LENGTH)} caracteres`,
      dialect: `El dialecto de SQL: ${DIALECTS.join(', ')}; por defecto sql (SQL estándar)`,
      keyword_case: 'Formato de las palabras clave: upper (mayúsculas, por defecto), lower (minúsculas) o preserve (tal como se escribieron)',
      indent: 'Espacios por nivel de sangría, 1-8; por defecto 2',
    },
  },
})
