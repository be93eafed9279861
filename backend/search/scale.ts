import type { SearchDocument } from './search-documents.ts'

const words = [
  'compound',
  'granulate',
  'injection',
  'moulding',
  'extrusion',
  'impact',
  'modified',
  'heat',
  'stabilised',
  'recycled',
  'colour',
  'masterbatch',
  'housing',
  'connector',
  'bracket',
  'film',
  'fibre',
  'resistant',
  'transparent',
  'lubricated',
]

/**
 * Load tests: grows the documents to `total` by adding variants of the seed documents of the
 * first website and language (the worst case: one index holds them all).
 */
export function scaleDocuments(documents: readonly SearchDocument[], total: number): SearchDocument[] {
  const first = documents[0]
  const seeds = documents.filter((document) => document.website === first?.website && document.lang === first?.lang)
  const scaled = [...documents]
  for (let i = 0; scaled.length < total && seeds.length > 0; i++) {
    const seed = seeds[i % seeds.length]
    if (!seed) break
    const extra = Array.from({ length: 12 }, (_, j) => words[(i * 7 + j * 3) % words.length]).join(' ')
    scaled.push({
      ...seed,
      id: `${seed.id}-scaled-${i}`,
      title: `${seed.title} ${i}`,
      text: `${seed.text} ${extra}`,
      ...(seed.name ? { name: `${seed.name}-${i}` } : {}),
    })
  }
  return scaled
}
