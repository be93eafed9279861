/** The in-app navigation history behind the 404 page's back button: up to 50 entries. */
export class NavigationHistory {
  readonly #limit: number
  #entries: string[] = []
  #index = -1

  constructor(limit: number) {
    this.#limit = limit
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
  }

  back(): string {
    const entry = this.#entries[this.#index - 1]
    if (this.#index <= 0 || entry === undefined) throw new Error('Cannot go back')
    this.#index -= 1
    return entry
  }

  forward(): string {
    const entry = this.#entries[this.#index + 1]
    if (entry === undefined) throw new Error('Cannot go forward')
    this.#index += 1
    return entry
  }
}
