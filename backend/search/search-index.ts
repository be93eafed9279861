/**
 * Full-text search on SQLite FTS5 (`node:sqlite`): one index per website and language. Every
 * term is a prefix ("polyamid" finds "Polyamide", "pol" finds both); CJK characters are indexed one by
 * one, so Chinese works for single characters; title matches rank first, files after the pages,
 * products and stories they belong to (a product's documents are named after it, and short
 * documents win on bm25), then bm25.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite'
import type { SearchDocument, SearchType } from './search-documents.ts'

interface SearchHit {
  id: string
  type: SearchType
  title: string
  /** Fragments of the text with `<mark>` around matched terms; everything else HTML-escaped. */
  highlight: string[]
  name?: string
  path?: string
  productGroupId?: string
  link?: string
}

interface SearchRequest {
  website: string
  lang: string
  query: string
  type?: SearchType | undefined
  offset: number
  limit: number
  fragmentSize: number
  maxFragments: number
}

const cjk = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/gu
const separator = '\u200b' // a zero-width space: a token separator for FTS5, invisible in output
const markOpen = '\ue000'
const markClose = '\ue001'

/** Puts every CJK character in a token of its own. */
function segment(text: string): string {
  return text.replace(cjk, (char) => `${separator}${char}${separator}`)
}

function unsegment(text: string): string {
  return text.replaceAll(separator, '')
}

/** Query terms: letters and digits only (so nothing of FTS5's query syntax gets through), CJK one by one. */
export function queryTerms(query: string): string[] {
  return segment(query.normalize('NFC'))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term !== '')
    .slice(0, 12)
}

function matchExpression(terms: string[], column?: string): string {
  const expression = terms.map((term) => `"${term}"*`).join(' ')
  return column ? `{${column}} : (${expression})` : expression
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * One fragment of at most `size` characters around the first marked term of a highlighted
 * text (markers are private-use characters), escaped, with `<mark>` around the matches.
 */
export function fragment(highlighted: string, size: number): string {
  const plain: string[] = []
  const marked: boolean[] = []
  let inside = false
  for (const char of unsegment(highlighted)) {
    if (char === markOpen) inside = true
    else if (char === markClose) inside = false
    else {
      plain.push(char)
      marked.push(inside)
    }
  }
  const first = Math.max(0, marked.indexOf(true))
  let start = Math.max(0, Math.min(first - Math.floor(size / 4), plain.length - size))
  while (start > 0 && start < first && plain[start - 1] !== ' ') start++ // begin at a word
  const end = Math.min(plain.length, start + size)
  let html = start > 0 ? '…' : ''
  let open = false
  for (let i = start; i < end; i++) {
    if (marked[i] && !open) html += '<mark>'
    if (!marked[i] && open) html += '</mark>'
    open = marked[i] ?? false
    html += escapeHtml(plain[i] ?? '')
  }
  if (open) html += '</mark>'
  return end < plain.length ? `${html}…` : html
}

interface Row {
  rowid: number
  type: string
  title: string
  text: string
  payload: string
}

export class SearchIndex {
  readonly #db = new DatabaseSync(':memory:')
  readonly #tables = new Map<string, string>()
  readonly #statements = new Map<string, StatementSync>()

  get documentCount(): number {
    let count = 0
    for (const table of this.#tables.values()) {
      const row = this.#db.prepare(`SELECT count(*) AS n FROM ${table}`).get()
      count += Number(row?.['n'] ?? 0)
    }
    return count
  }

  /** Replaces the whole index with these documents. */
  rebuild(documents: readonly SearchDocument[]): void {
    for (const table of this.#tables.values()) this.#db.exec(`DROP TABLE ${table}`)
    this.#tables.clear()
    this.#statements.clear()
    this.#db.exec('BEGIN')
    for (const document of documents) {
      const table = this.#table(document.website, document.lang, true)
      if (!table) continue
      this.#prepare(`INSERT INTO ${table} (title, text, type, payload) VALUES (?, ?, ?, ?)`).run(
        segment(document.title),
        segment(document.text),
        document.type,
        JSON.stringify({ id: document.id, name: document.name, path: document.path, productGroupId: document.productGroupId, link: document.link }),
      )
    }
    this.#db.exec('COMMIT')
  }

  #table(website: string, lang: string, create = false): string | undefined {
    const key = `${website}\u0000${lang}`
    const existing = this.#tables.get(key)
    if (existing || !create) return existing
    const table = `docs_${this.#tables.size}`
    this.#db.exec(`CREATE VIRTUAL TABLE ${table} USING fts5(title, text, type UNINDEXED, payload UNINDEXED, tokenize = 'unicode61 remove_diacritics 2')`)
    this.#tables.set(key, table)
    return table
  }

  #prepare(sql: string): StatementSync {
    let statement = this.#statements.get(sql)
    if (!statement) {
      statement = this.#db.prepare(sql)
      this.#statements.set(sql, statement)
    }
    return statement
  }

  search(request: SearchRequest): { data: SearchHit[]; count: number } {
    const table = this.#table(request.website, request.lang)
    const terms = queryTerms(request.query)
    if (!table || terms.length === 0) return { data: [], count: 0 }
    const match = matchExpression(terms)
    const typeFilter = request.type ? 'AND type = :type' : ''
    const params = { match, ...(request.type ? { type: request.type } : {}) }
    const count = Number(this.#prepare(`SELECT count(*) AS n FROM ${table} WHERE ${table} MATCH :match ${typeFilter}`).get(params)?.['n'] ?? 0)
    const rows = this.#prepare(
      `SELECT rowid, type, payload, highlight(${table}, 0, '${markOpen}', '${markClose}') AS title,
              highlight(${table}, 1, '${markOpen}', '${markClose}') AS text
       FROM ${table}
       WHERE ${table} MATCH :match ${typeFilter}
       ORDER BY rowid IN (SELECT rowid FROM ${table} WHERE ${table} MATCH :titleMatch) DESC, type = 'files', bm25(${table}, 10.0, 1.0), rowid
       LIMIT :limit OFFSET :offset`,
    ).all({ ...params, titleMatch: matchExpression(terms, 'title'), limit: request.limit, offset: request.offset }) as unknown as Row[]
    const data = rows.map((row): SearchHit => {
      const payload = JSON.parse(row.payload) as Omit<SearchHit, 'type' | 'title' | 'highlight'>
      const title = unsegment(row.title).replaceAll(markOpen, '').replaceAll(markClose, '')
      const highlight = request.maxFragments > 0 ? [fragment(row.text, request.fragmentSize)] : []
      return { ...payload, type: row.type as SearchType, title, highlight }
    })
    return { data, count }
  }

  /**
   * Titles that match what the visitor typed so far (the last term as a prefix). Not the titles of
   * files: a product's documents are named after it ("ALCOM PA6: Safety data sheet") and would crowd
   * out what they belong to.
   */
  suggest(website: string, lang: string, query: string, limit: number): string[] {
    const table = this.#table(website, lang)
    const terms = queryTerms(query)
    if (!table || terms.length === 0) return []
    const rows = this.#prepare(`SELECT title FROM ${table} WHERE ${table} MATCH :match AND type != 'files' ORDER BY rank LIMIT :limit`).all({
      match: matchExpression(terms, 'title'),
      limit: limit * 2,
    }) as unknown as Array<{ title: string }>
    return [...new Set(rows.map((row) => unsegment(row.title)))].slice(0, limit)
  }
}
