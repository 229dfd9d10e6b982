import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { MAX_SQL_LENGTH, MAX_SQL_NESTING, SQL_BUDGET_MS, SQL_DIALECTS, type SqlDialect } from '../../lib/formats/sql.ts'
import { runFormatTask } from '../../lib/formats/tasks.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
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
  de: {
    summary: 'Formatiert SQL: eine Klausel pro Zeile, eingerückte Unterabfragen, Schlüsselwörter in einheitlicher Schreibweise',
    description: `Ordnet jede Anweisung mit ihren Klauseln (SELECT, FROM, WHERE, GROUP BY…) in eigenen Zeilen an, die Elemente jeder Klausel darunter eingerückt und Unterabfragen sowie Listen in Klammern um eine weitere Ebene eingerückt; Anweisungen werden durch eine Leerzeile getrennt. Der Dialekt bestimmt, welche Schlüsselwörter, Bezeichnerquotierung, Operatoren und Kommentare verstanden werden: sql (Standard-SQL, Standard), postgresql, mysql, mariadb, sqlite, tsql (SQL Server), plsql (Oracle), bigquery, snowflake. keyword_case schreibt Schlüsselwörter in Großbuchstaben (Standard), in Kleinbuchstaben oder wie geschrieben; Bezeichner, Zeichenfolgen und Kommentare werden nie geändert. SQL, das der Dialekt nicht lesen kann, wird mit 422 und Zeile und Spalte, an der das Lesen abbrach, abgelehnt. Grenzen: ${de.text.figure(MAX_SQL_LENGTH)} Zeichen (größere Anforderungen werden vor jeder Verarbeitung abgelehnt), ${MAX_SQL_NESTING} Ebenen verschachtelter Klammern (SQL_TOO_DEEP) und ${de.text.figure(SQL_BUDGET_MS)} ms Formatierung (SQL_TIMEOUT), alle 422.`,
    params: {
      sql: `Der SQL-Text, eine oder mehrere Anweisungen, höchstens ${de.text.figure(MAX_SQL_LENGTH)} Zeichen`,
      dialect: `Der SQL-Dialekt: ${DIALECTS.join(', ')}; Standard: sql (Standard-SQL)`,
      keyword_case: 'Schreibweise der Schlüsselwörter: upper (Großbuchstaben, Standard), lower (Kleinbuchstaben) oder preserve (wie geschrieben)',
      indent: 'Leerzeichen pro Einrückungsebene, 1 bis 8; Standard: 2',
    },
  },
  fr: {
    summary: 'Met en forme du SQL\u00a0: une clause par ligne, sous-requêtes indentées, mots clés dans une casse unique',
    description: `Dispose chaque instruction avec ses clauses (SELECT, FROM, WHERE, GROUP BY…) sur des lignes distinctes, les éléments de chaque clause indentés en dessous, et les sous-requêtes et listes entre parenthèses indentées d'un niveau de plus\u00a0; les instructions sont séparées par une ligne vide. Le dialecte détermine quels mots clés, guillemets d'identificateurs, opérateurs et commentaires sont compris\u00a0: sql (SQL standard, par défaut), postgresql, mysql, mariadb, sqlite, tsql (SQL Server), plsql (Oracle), bigquery, snowflake. keyword_case écrit les mots clés en majuscules (par défaut), en minuscules ou tels qu'ils ont été écrits\u00a0; les identificateurs, les chaînes et les commentaires ne sont jamais modifiés. Un SQL que le dialecte ne sait pas lire est refusé avec 422 et la ligne et la colonne où la lecture s'est arrêtée. Limites\u00a0: ${fr.text.figure(MAX_SQL_LENGTH)} caractères (les requêtes plus grandes sont refusées avant tout traitement), ${MAX_SQL_NESTING} niveaux de parenthèses imbriquées (SQL_TOO_DEEP) et ${fr.text.figure(SQL_BUDGET_MS)} ms de mise en forme (SQL_TIMEOUT), tous en 422.`,
    params: {
      sql: `Le texte SQL, une ou plusieurs instructions, ${fr.text.figure(MAX_SQL_LENGTH)} caractères au maximum`,
      dialect: `Le dialecte SQL\u00a0: ${DIALECTS.join(', ')}\u00a0; sql (SQL standard) par défaut`,
      keyword_case: 'Casse des mots clés\u00a0: upper (majuscules, par défaut), lower (minuscules) ou preserve (tels qu\'ils ont été écrits)',
      indent: "Espaces par niveau d'indentation, de 1 à 8\u00a0; 2 par défaut",
    },
  },
  'pt-br': {
    summary: 'Formata SQL: uma cláusula por linha, subconsultas recuadas e palavras-chave com maiúsculas e minúsculas uniformes',
    description: `Dispõe cada instrução com suas cláusulas (SELECT, FROM, WHERE, GROUP BY…) em linhas próprias, os itens de cada cláusula recuados abaixo dela, e as subconsultas e listas entre parênteses recuadas um nível a mais; as instruções são separadas por uma linha em branco. O dialeto decide quais palavras-chave, aspas de identificadores, operadores e comentários são entendidos: sql (SQL padrão, usado por padrão), postgresql, mysql, mariadb, sqlite, tsql (SQL Server), plsql (Oracle), bigquery, snowflake. keyword_case escreve as palavras-chave em maiúsculas (padrão), em minúsculas ou como foram escritas; identificadores, cadeias de caracteres e comentários nunca são alterados. Um SQL que o dialeto não consegue ler é recusado com 422 e a linha e a coluna onde a leitura parou. Limites: ${ptBr.text.figure(MAX_SQL_LENGTH)} caracteres (solicitações maiores são recusadas antes de qualquer processamento), ${MAX_SQL_NESTING} níveis de parênteses aninhados (SQL_TOO_DEEP) e ${ptBr.text.figure(SQL_BUDGET_MS)} ms de formatação (SQL_TIMEOUT), todos 422.`,
    params: {
      sql: `O texto SQL, uma ou mais instruções, no máximo ${ptBr.text.figure(MAX_SQL_LENGTH)} caracteres`,
      dialect: `O dialeto de SQL: ${DIALECTS.join(', ')}; padrão sql (SQL padrão)`,
      keyword_case: 'Maiúsculas/minúsculas das palavras-chave: upper (maiúsculas, padrão), lower (minúsculas) ou preserve (como foram escritas)',
      indent: 'Espaços por nível de recuo, 1-8; padrão 2',
    },
  },
  'zh-cn': {
    summary: '格式化 SQL：每行一个子句，子查询缩进，关键字大小写统一',
    description: `将每条语句的各个子句（SELECT、FROM、WHERE、GROUP BY…）分别放在单独的行上，每个子句的项在其下方缩进，子查询和括号中的列表再多缩进一级；语句之间以空行分隔。方言决定可识别哪些关键字、标识符引用方式、运算符和注释：sql（标准 SQL，默认）、postgresql、mysql、mariadb、sqlite、tsql (SQL Server)、plsql (Oracle)、bigquery、snowflake。keyword_case 将关键字写为大写（默认）、小写或保持原样；标识符、字符串和注释绝不会更改。该方言无法读取的 SQL 会以 422 拒绝，并给出读取停止处的行和列。限制：${zhCn.text.figure(MAX_SQL_LENGTH)} 个字符（更大的请求在任何处理之前即被拒绝）、${MAX_SQL_NESTING} 层嵌套括号 (SQL_TOO_DEEP) 以及 ${zhCn.text.figure(SQL_BUDGET_MS)} ms 的格式化时间 (SQL_TIMEOUT)，均返回 422。`,
    params: {
      sql: `SQL 文本，一条或多条语句，最多 ${zhCn.text.figure(MAX_SQL_LENGTH)} 个字符`,
      dialect: `SQL 方言：${DIALECTS.join(', ')}；默认为 sql（标准 SQL）`,
      keyword_case: '关键字的大小写：upper（大写，默认）、lower（小写）或 preserve（保持原样）',
      indent: '每级缩进的空格数，1-8；默认为 2',
    },
  },
})
