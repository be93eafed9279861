/**
 * Reads Magnolia's JCR YAML export format (`website.albis.yaml`): a mapping whose keys are
 * node names; a node's scalar and list values are properties, and its mapping values that
 * carry `jcr:primaryType` are child nodes, in document order.
 */
import { type Node as YamlNode, isMap, isScalar as isYamlScalar, isSeq, parseDocument } from 'yaml'

export type JcrValue = string | boolean | number | readonly (string | boolean | number)[]

export interface JcrNode {
  name: string
  path: string
  primaryType: string
  properties: Record<string, JcrValue>
  children: JcrNode[]
}

type JcrScalar = string | boolean | number

function scalarValue(node: unknown): JcrScalar | undefined {
  if (!isYamlScalar(node)) return undefined
  const value = node.value
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number') return value
  return value instanceof Date ? value.toISOString() : undefined
}

/** Map entries in document order (plain objects would move integer-like names such as `0` first). */
function entries(node: YamlNode | null | undefined): Array<[string, unknown]> {
  if (!isMap(node)) return []
  return node.items.flatMap((pair) => {
    const key = scalarValue(pair.key)
    return key === undefined ? [] : [[String(key), pair.value] as [string, unknown]]
  })
}

function isNodeMap(value: unknown): value is YamlNode {
  return isMap(value) && entries(value).some(([key]) => key === 'jcr:primaryType')
}

function toNode(name: string, parentPath: string, raw: YamlNode): JcrNode {
  const path = parentPath === '/' ? `/${name}` : `${parentPath}/${name}`
  const node: JcrNode = { name, path, primaryType: '', properties: {}, children: [] }
  for (const [key, value] of entries(raw)) {
    if (isNodeMap(value)) {
      node.children.push(toNode(key, path, value))
    } else if (isSeq(value)) {
      const items = value.items.map(scalarValue).filter((item) => item !== undefined)
      node.properties[key] = items
    } else {
      const scalar = scalarValue(value)
      if (scalar !== undefined) node.properties[key] = scalar
    }
  }
  node.primaryType = String(node.properties['jcr:primaryType'])
  return node
}

/** Parses one export file into its top-level nodes, placed under `parentPath`. */
export function parseJcrExport(source: string, parentPath = '/'): JcrNode[] {
  const document = parseDocument(source, { schema: 'core' })
  if (document.errors.length > 0) throw new Error(`Invalid JCR export: ${document.errors[0]?.message ?? ''}`)
  if (!isMap(document.contents)) throw new Error('A JCR export must be a mapping of node names')
  return entries(document.contents).flatMap(([name, value]) => (isNodeMap(value) ? [toNode(name, parentPath, value)] : []))
}

/** Finds a node by absolute path (`/albis/about`). */
export function findNode(roots: readonly JcrNode[], path: string): JcrNode | undefined {
  const segments = path.split('/').filter((segment) => segment !== '')
  let level: readonly JcrNode[] = roots
  let found: JcrNode | undefined
  for (const segment of segments) {
    found = level.find((node) => node.name === segment)
    if (!found) return undefined
    level = found.children
  }
  return found
}
