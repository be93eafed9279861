/**
 * Turns JCR nodes into the JSON of Magnolia's delivery API (jcr v2 endpoints): `@name`,
 * `@path`, `@id`, `@nodeType`, properties as strings with i18n resolved (`title_de`), child
 * nodes as named objects, `@nodes` for their order, DAM references resolved to assets.
 */
import type { JcrNode, JcrValue } from './jcr-yaml.ts'

export type DeliveryJson = { [key: string]: DeliveryValue }
export type DeliveryValue = string | number | readonly string[] | DeliveryJson | readonly DeliveryJson[]

interface DeliveryOptions {
  /** Requested language; properties `name_{lang}` win over `name`. */
  lang: string
  /** Every language that may appear as a property suffix. */
  languages: readonly string[]
  /** How many levels of children to include. */
  depth: number
  /** Node types included as children. */
  childNodeTypes: readonly string[]
  /** When set, only these system properties (`mgnl:`/`jcr:`) are kept. */
  systemProperties?: readonly string[]
  resolveReference?: (reference: string) => DeliveryJson | undefined
}

const hiddenProperties = new Set(['jcr:primaryType', 'jcr:uuid', 'jcr:mixinTypes'])
const reference = /^jcr:[0-9a-f-]{36}$/

function asString(value: string | boolean | number): string {
  return String(value)
}

function i18nBase(key: string, languages: readonly string[]): string | undefined {
  const match = /^(.+)_([a-z]{2})$/.exec(key)
  return match?.[1] && match[2] && languages.includes(match[2]) ? match[1] : undefined
}

function resolveProperties(node: JcrNode, options: DeliveryOptions): Record<string, JcrValue> {
  const resolved: Record<string, JcrValue> = {}
  for (const [key, value] of Object.entries(node.properties)) {
    if (hiddenProperties.has(key) || i18nBase(key, options.languages) !== undefined) continue
    const isSystem = key.startsWith('mgnl:') || key.startsWith('jcr:')
    if (isSystem && options.systemProperties && !options.systemProperties.includes(key)) continue
    const localized = node.properties[`${key}_${options.lang}`]
    resolved[key] = localized ?? value
  }
  // a property that exists only in a translation still belongs to that language
  for (const [key, value] of Object.entries(node.properties)) {
    const base = i18nBase(key, options.languages)
    if (base && key.endsWith(`_${options.lang}`) && !(base in resolved)) resolved[base] = value
  }
  return resolved
}

/** A node's property in a language: `name_{lang}` when present, else `name`. */
export function localizedProperty(node: JcrNode, key: string, lang: string): string | undefined {
  const value = node.properties[`${key}_${lang}`] ?? node.properties[key]
  return typeof value === 'string' ? value : undefined
}

/** The delivery JSON of one node and its children down to `options.depth`. */
export function toDeliveryJson(node: JcrNode, options: DeliveryOptions): DeliveryJson {
  const json: DeliveryJson = {
    '@name': node.name,
    '@path': node.path,
    '@id': String(node.properties['jcr:uuid'] ?? ''),
    '@nodeType': node.primaryType,
  }
  for (const [key, value] of Object.entries(resolveProperties(node, options))) {
    if (Array.isArray(value)) {
      json[key] = value.map(asString)
    } else if (typeof value === 'string' && reference.test(value) && options.resolveReference) {
      json[key] = options.resolveReference(value) ?? value
    } else {
      json[key] = asString(value as string | boolean | number)
    }
  }
  const children = options.depth > 0 ? node.children.filter((child) => options.childNodeTypes.includes(child.primaryType)) : []
  for (const child of children) {
    json[child.name] = toDeliveryJson(child, { ...options, depth: options.depth - 1 })
  }
  json['@nodes'] = children.map((child) => child.name)
  return json
}
