/** An order page's one param: `download=failed` after a document could not be fetched (the page says so). */
interface OrderPageSearch {
  download?: 'failed'
}

export function orderPageSearch(search: Record<string, unknown>): OrderPageSearch {
  return search['download'] === 'failed' ? { download: 'failed' } : {}
}
