/**
 * Magnolia delivery list semantics over JCR nodes: every content node below an ancestor, property
 * filters, and `orderBy` (`created desc`, `from-datetime asc`; `created` is `mgnl:created`).
 */
import type { JcrNode } from '../magnolia/jcr-yaml.ts'

/** The list params that are not property filters. */
const reserved = new Set(['orderBy', 'limit', 'offset', 'lang'])

/** Every `mgnl:content` node below a node (folders are walked, not listed), in document order. */
export function contentNodesBelow(node: JcrNode | undefined): JcrNode[] {
  if (!node) return []
  return node.children.flatMap((child) => (child.primaryType === 'mgnl:content' ? [child, ...contentNodesBelow(child)] : contentNodesBelow(child)))
}

/** Property filters of a query (`tags=recycling`), every param that is not reserved or `@…`. */
export function propertyFilters(params: URLSearchParams): Array<[string, string]> {
  return [...params.entries()].filter(([key]) => !key.startsWith('@') && !reserved.has(key))
}

/** True when the node has every filtered property: equal, or, for a list, holding the value. */
export function matchesFilters(node: JcrNode, filters: ReadonlyArray<readonly [string, string]>): boolean {
  return filters.every(([key, value]) => {
    const property = node.properties[key]
    return Array.isArray(property) ? property.map(String).includes(value) : property !== undefined && String(property) === value
  })
}

function sortValue(node: JcrNode, property: string): string | number {
  const value = node.properties[property === 'created' ? 'mgnl:created' : property]
  const text = value === undefined ? '' : String(value)
  // dates with different offsets order by their instant
  const time = /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : Number.NaN
  return Number.isNaN(time) ? text : time
}

/** Orders nodes by `orderBy` (`property [asc|desc]`, comma-separated); ties keep document order. */
export function orderNodes(nodes: readonly JcrNode[], orderBy: string | null): JcrNode[] {
  const keys = (orderBy ?? '')
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .filter(([property]) => property)
    .map(([property = '', direction]) => ({ property, sign: direction?.toLowerCase() === 'desc' ? -1 : 1 }))
  return [...nodes].sort((a, b) => {
    for (const { property, sign } of keys) {
      const left = sortValue(a, property)
      const right = sortValue(b, property)
      if (left === right) continue
      if (typeof left === 'number' && typeof right === 'number') return (left - right) * sign
      return String(left).localeCompare(String(right)) * sign
    }
    return 0
  })
}
