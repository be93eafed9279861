/** The design tokens of app/ui/styles/tokens.css as each brand sees them, for the tests that check them. */
import { readFileSync } from 'node:fs'
import postcss, { type Rule } from 'postcss'
import { type BrandId, brandIds } from '#config/brands.ts'
import { repoRoot } from './backend.ts'

const tokensFile = `${repoRoot}app/ui/styles/tokens.css`

/** The custom properties a top-level rule with exactly this selector declares (rules inside `@media` are left out). */
function declarations(rules: Rule[], selector: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const rule of rules.filter((candidate) => candidate.selector === selector)) {
    rule.walkDecls(/^--/, (declaration) => void found.set(declaration.prop, declaration.value))
  }
  return found
}

/** `var(--name)` references replaced by their values, as the browser computes them on <html>. */
function resolve(value: string, tokens: Map<string, string>, seen: string[] = []): string {
  return value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
    const referenced = tokens.get(name)
    if (referenced === undefined || seen.includes(name)) throw new Error(`${[...seen, name].join(' -> ')}: no value`)
    return resolve(referenced, tokens, [...seen, name])
  })
}

/** Every brand's tokens: `:root` with the brand's `[data-brand]` block over it, references resolved. */
export function brandTokens(): Record<BrandId, Map<string, string>> {
  const root = postcss.parse(readFileSync(tokensFile, 'utf8'))
  const rules = root.nodes.filter((node): node is Rule => node.type === 'rule')
  const base = declarations(rules, ':root')
  return Object.fromEntries(
    brandIds.map((brand) => {
      const merged = new Map([...base, ...declarations(rules, `[data-brand='${brand}']`)])
      return [brand, new Map([...merged].map(([name, value]) => [name, resolve(value, merged)]))]
    }),
  ) as Record<BrandId, Map<string, string>>
}

/** The brands that have a block of their own in the tokens file (albis is the default, `:root`). */
export function brandBlocks(): string[] {
  const root = postcss.parse(readFileSync(tokensFile, 'utf8'))
  const blocks: string[] = []
  root.walkRules(/^\[data-brand=/, (rule) => void blocks.push(rule.selector.replace(/^\[data-brand='(.+)'\]$/, '$1')))
  return blocks
}
