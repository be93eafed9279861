/** Where the history keeps its entries between page loads: the tab's session storage in the browser. */
export type HistoryStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * The in-app navigation history behind the 404 page's back button: up to 50 entries. With a
 * storage it survives full page loads of the same tab (a link the server answers with the 404
 * page, an address typed in the bar), and only pages of this site enter it, so "back" never
 * leads to another site; a storage that fails leaves it in memory.
 */
export class NavigationHistory {
  readonly #limit: number
  readonly #storage: HistoryStorage | undefined
  readonly #key: string
  #entries: string[] = []
  // Stryker disable next-line UnaryOperator: with no entries every index reads nothing, and a visit starts at 0 either way
  #index = -1

  constructor(limit: number, storage?: HistoryStorage, key = 'navigationHistory') {
    this.#limit = limit
    this.#storage = storage
    this.#key = key
    this.#restore()
  }

  get entries(): readonly string[] {
    return this.#entries
  }

  get current(): string | undefined {
    return this.#entries[this.#index]
  }

  /** Records a visit; drops forward entries and the oldest entries beyond the limit. */
  push(href: string): void {
    if (this.current === href) return
    this.#entries = [...this.#entries.slice(0, this.#index + 1), href].slice(-this.#limit)
    this.#index = this.#entries.length - 1
    this.#save()
  }

  back(): string {
    // at the first entry (or none) the index before it holds nothing
    const entry = this.#entries[this.#index - 1]
    if (entry === undefined) throw new Error('Cannot go back')
    this.#index -= 1
    this.#save()
    return entry
  }

  forward(): string {
    const entry = this.#entries[this.#index + 1]
    if (entry === undefined) throw new Error('Cannot go forward')
    this.#index += 1
    this.#save()
    return entry
  }

  /** What an earlier page of the tab kept: site paths only, within the limit; anything else starts empty. */
  #restore(): void {
    let stored: unknown
    try {
      // Stryker disable next-line OptionalChaining,StringLiteral: without a storage, or with an empty fallback, parsing throws or yields null: nothing restored either way
      stored = JSON.parse(this.#storage?.getItem(this.#key) ?? 'null')
    } catch {
      // refused or not JSON: nothing to restore (stored stays undefined)
    }
    if (typeof stored !== 'object' || stored === null) return
    const entries: unknown = Reflect.get(stored, 'entries')
    const index: unknown = Reflect.get(stored, 'index')
    if (!Array.isArray(entries) || entries.length > this.#limit || !entries.every(isSitePath)) return
    // Stryker disable next-line ConditionalExpression: this check narrows the type for the comparisons below; Number.isInteger refuses what is no number anyway
    if (typeof index !== 'number') return
    if (!Number.isInteger(index) || index < 0 || index >= entries.length) return
    this.#entries = entries
    this.#index = index
  }

  #save(): void {
    try {
      // Stryker disable next-line OptionalChaining: without a storage the TypeError is caught like a refusing storage's
      this.#storage?.setItem(this.#key, JSON.stringify({ entries: this.#entries, index: this.#index }))
    } catch {
      // storage full or refused (a private window): the history goes on in memory
    }
  }
}

/** A path of this site (`/en/about?x=1`), never another origin (`//host`, `https:`). */
function isSitePath(entry: unknown): entry is string {
  return typeof entry === 'string' && entry.startsWith('/') && !entry.startsWith('//') && entry.length <= 4096
}
