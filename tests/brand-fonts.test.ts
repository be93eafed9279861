import { readFileSync, statSync } from 'node:fs'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { brandIds } from '#config/brands.ts'
import { brandFontFiles } from '#app/ui/styles/brand-fonts.ts'
import { brandTokens } from './helpers/design-tokens.ts'
import { repoRoot } from './helpers/backend.ts'

/** Each family fonts.css declares, with the package file of its Latin subset (the one without Latin Extended). */
function latinFiles(): Map<string, string> {
  const files = new Map<string, string>()
  postcss.parse(readFileSync(`${repoRoot}app/ui/styles/fonts.css`, 'utf8')).walkAtRules('font-face', (rule) => {
    let family = ''
    let file = ''
    rule.walkDecls((declaration) => {
      if (declaration.prop === 'font-family') family = declaration.value.replace(/^['"]|['"]$/g, '')
      if (declaration.prop === 'src') file = /url\('([^']+)'\)/.exec(declaration.value)?.[1] ?? ''
    })
    if (!file.includes('-latin-ext-')) files.set(family, file)
  })
  return files
}

/** The first family of a font stack, unquoted. */
const firstFamily = (stack: string | undefined) =>
  stack
    ?.split(',')[0]
    ?.trim()
    .replace(/^['"]|['"]$/g, '')

/** The package path a build URL or a test's `?url` import ends in. */
const packagePath = (url: string) => url.slice(url.indexOf('@fontsource-variable/'))

/** The font bytes a page may load (issue 33). */
const fontBudget = 120 * 1000

describe('brand fonts (app/ui/styles/brand-fonts.ts)', () => {
  const tokens = brandTokens()
  const declared = latinFiles()

  it.each(brandIds)('%s preloads the Latin files of its body and heading families, and nothing else', (brand) => {
    const families = new Set([firstFamily(tokens[brand].get('--font-body')), firstFamily(tokens[brand].get('--font-heading'))])
    const expected = [...families].map((family) => declared.get(family ?? ''))
    expect(
      expected.every((file) => file !== undefined),
      `${[...families].join(', ')} declared in fonts.css`,
    ).toBe(true)
    expect(brandFontFiles[brand].map(packagePath).sort()).toEqual([...new Set(expected)].sort())
  })

  it.each(brandIds)("%s's Latin files stay within the font budget with room for a Latin Extended file", (brand) => {
    const bytes = brandFontFiles[brand].reduce((sum, url) => sum + statSync(`${repoRoot}node_modules/${packagePath(url)}`).size, 0)
    expect(bytes).toBeLessThanOrEqual(fontBudget * 0.7)
  })
})
