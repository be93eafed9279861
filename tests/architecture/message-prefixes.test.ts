import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../helpers/backend.ts'

/**
 * Features share messages only through neutral prefixes (docs/architecture.md, "A new message"):
 * a feature's own keys may start with its folder's name (`client-area` -> `client_area_`), and
 * no other feature uses them; a key two features use carries one of the shared prefixes.
 */
const sharedPrefixes = [
  // a form's fields, their error texts (app/ui/forms) and its sending
  'field_',
  'send_',
  // the filter panel, the data table and its pagination (app/ui/styles/widgets.css)
  'filter_',
  'pagination_',
  // the product request action the shell hands to the catalogue (app/cms/product-request.ts)
  'product_request_',
]

type FeatureMessages = Map<string, Set<string>>

/** The message keys a module calls (`m.key(...)`). */
function messageKeys(source: string): string[] {
  return [...source.matchAll(/(?<![\w.$])m\.(\w+)\b/g)].map((match) => match[1] ?? '')
}

function featurePrefix(feature: string): string {
  return `${feature.replaceAll('-', '_')}_`
}

/** Every way a feature uses another's messages, one line each. */
function crossUses(features: FeatureMessages): string[] {
  const prefixes = [...features.keys()].map((feature) => ({ feature, prefix: featurePrefix(feature) }))
  const owner = (key: string) => prefixes.filter(({ prefix }) => key.startsWith(prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0]?.feature
  const shared = (key: string) => sharedPrefixes.some((prefix) => key.startsWith(prefix))
  const users = new Map<string, string[]>()
  const found: string[] = []
  for (const [feature, keys] of features) {
    for (const key of keys) {
      const keyOwner = owner(key)
      if (keyOwner !== undefined && keyOwner !== feature) found.push(`${feature} uses ${key} of ${keyOwner}`)
      users.set(key, [...(users.get(key) ?? []), feature])
    }
  }
  for (const [key, keyUsers] of users) {
    if (keyUsers.length > 1 && !shared(key)) found.push(`${keyUsers.sort().join(' and ')} share ${key}, which has no shared prefix`)
  }
  return found.sort()
}

/** The message keys each folder of `app/features/` uses. */
function repositoryFeatures(): FeatureMessages {
  const root = join(repoRoot, 'app/features')
  const features: FeatureMessages = new Map()
  for (const feature of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const folder = join(root, feature.name)
    const modules = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file))
    features.set(feature.name, new Set(modules.flatMap((file) => messageKeys(readFileSync(join(folder, file), 'utf8')))))
  }
  return features
}

describe('message prefixes of the features', () => {
  const features = (uses: Record<string, string[]>): FeatureMessages => new Map(Object.entries(uses).map(([feature, keys]) => [feature, new Set(keys)]))

  it.each([
    [
      'a feature using another feature’s key',
      { jobs: ['jobs_next'], 'client-area': ['jobs_next'] },
      ['client-area and jobs share jobs_next, which has no shared prefix', 'client-area uses jobs_next of jobs'],
    ],
    [
      'a key of a feature with a dash in its name',
      { forms: ['contact_finder_subject'], 'contact-finder': [] },
      ['forms uses contact_finder_subject of contact-finder'],
    ],
    [
      'two features sharing a key without a shared prefix',
      { forms: ['order_mail'], 'client-area': ['order_mail'] },
      ['client-area and forms share order_mail, which has no shared prefix'],
    ],
    ['a feature’s own prefix, a shared one, and a key only it uses', { jobs: ['jobs_next', 'pagination_next', 'job_title'], stories: ['pagination_next'] }, []],
  ])('%s', (_, uses, expected) => {
    expect(crossUses(features(uses))).toEqual(expected)
  })

  it('reads the calls of a module, not other members named m', () => {
    expect(messageKeys('const a = m.jobs_next({}, { locale })\nconst b = item.m.forms_send\nconst c = $m.x')).toEqual(['jobs_next'])
  })

  it('holds in app/features', () => {
    expect(crossUses(repositoryFeatures())).toEqual([])
  })
})
