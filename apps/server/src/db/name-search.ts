import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** At most this many words of a term are matched; the rest are ignored (a name has few words). */
const MAX_WORDS = 6;

/** The words of a search term: split on white space and punctuation other than ' and -. */
export function searchWords(term: string): string[] {
  return term
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS);
}

/** A word as a LIKE pattern's literal part: %, _ and the escape character itself escaped. */
export function likeLiteral(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * How close a word must be to a word of a name to count as its misspelling (pg_trgm word
 * similarity). pg_trgm's default, 0.6, finds only about a fifth of real names with one letter wrong
 * ('Mitcjell' is 0.5 from 'Mitchell'); 0.4 finds over four in five (measured on the scale data's
 * names, issue 10).
 */
export const MISSPELLING_THRESHOLD = '0.4';

/**
 * A condition that sets the misspelling threshold for the statement it is part of only: set_config
 * local to the statement's own transaction, in an uncorrelated subquery that PostgreSQL evaluates
 * once, before the scan (a one-time filter).
 */
export function misspellingThreshold(): SQL {
  return sql`(select set_config('pg_trgm.word_similarity_threshold', ${MISSPELLING_THRESHOLD}, true)) is not null`;
}

/**
 * A term's word folded as the names are (search_text: lower case, accents and macrons removed), once
 * per statement: an uncorrelated subquery is an InitPlan, evaluated before the scan, so a statement
 * planned once (a generic plan) does not run unaccent() on the term for every name it tests, as
 * `search_text($1)` in a condition did (three times per account found by the staff's name search:
 * 5.7 ms of PostgreSQL's CPU a search over the bench's terms against 1.4-1.6 with the fold once;
 * bench/README.md, issue 15 eleventh pass). The trigram index still serves a condition on it.
 */
export function folded(word: string): SQL {
  return sql`(select search_text(${word}))`;
}

/**
 * A LIKE pattern around a term's word, folded as the names are (folded) and escaped as a literal
 * (likeLiteral): `before` and `after` are the pattern's own parts ('%', '% ', ' %'). The whole pattern
 * is one uncorrelated subquery, evaluated once per statement; written as `'%' || folded || '%'`, the
 * two concatenations ran again for every name tested, about a tenth of a name search's time in
 * PostgreSQL (bench/README.md, issue 15 eighteenth pass). The trigram index still serves it.
 */
export function wordPattern(before: '%' | '% ', word: string, after: '%' | ' %'): SQL {
  return sql`(select ${before} || search_text(${likeLiteral(word)}) || ${after})`;
}

/**
 * Name search (issue 10) on a column folded by search_text() (migration 0007: lower case, accents
 * and macrons removed): every word of the term must appear in the name, either inside it (partial
 * names, any word: 'mitch' finds 'Sarah Mitchell') or as a close misspelling of one of its words
 * (pg_trgm's word similarity `<%` at MISSPELLING_THRESHOLD: 'Mitchel' and 'Mitcjell' find
 * 'Mitchell'). Both forms are served by the column's trigram index. Null when the term has no
 * words (nothing to filter by).
 */
export function nameMatches(column: SQLWrapper, term: string): SQL | null {
  const words = searchWords(term);
  if (words.length === 0) return null;
  const each = words.map(
    (word) => sql`(${column} like ${wordPattern('%', word, '%')} or ${folded(word)} <% ${column})`,
  );
  return sql.join([misspellingThreshold(), ...each], sql` and `);
}

/**
 * How well a name matches a term, for ordering (higher first): pg_trgm's word similarity of the
 * whole folded term to the name, 1 when the name contains the term as typed.
 */
export function nameRelevance(column: SQLWrapper, term: string): SQL<number> {
  return sql<number>`word_similarity(${folded(term)}, ${column})`;
}
