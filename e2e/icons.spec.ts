import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as lucide from 'lucide'
import { expect, test } from './support.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** An icon's drawing as the minified bundle writes it, with the quotes left out (the minifier picks them). */
const drawing = (node: lucide.IconNode): string =>
  `[${node
    .map(
      ([tag, attributes]) =>
        `[${tag},{${Object.entries(attributes)
          .map(([name, value]) => `${name}:${String(value)}`)
          .join(',')}}]`,
    )
    .join(',')}]`

/** The names the app imports from `lucide` (ADR 043: the one way to draw an icon). */
function importedIcons(): string[] {
  const names = new Set<string>()
  for (const file of readdirSync(`${root}app`, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.tsx'))) {
    for (const match of readFileSync(`${root}app/${file}`, 'utf8').matchAll(/import \{([^}]+)\} from 'lucide'/g)) {
      // an import over several lines ends in a comma (Prettier, ADR 051): nothing follows it
      for (const name of match[1]?.split(',') ?? []) if (name.trim() !== '') names.add(name.trim())
    }
  }
  return [...names].sort()
}

test('the client bundle holds exactly the Lucide icons the app imports: the other ~1,700 are left out of the build', () => {
  const bundle = readdirSync(`${root}dist/client/assets`)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(`${root}dist/client/assets/${file}`, 'utf8'))
    .join('\n')
    .replace(/["'`]/g, '')
  const imported = importedIcons()
  expect(imported.length).toBeGreaterThan(10)
  const drawings = new Map(imported.map((name) => [drawing(lucide[name as keyof typeof lucide] as lucide.IconNode), name]))
  // every distinct drawing of the package (names and their aliases share one), and which of them the bundle holds
  const all = new Set(Object.values(lucide.icons).map(drawing))
  expect(all.size).toBeGreaterThan(1000)
  const bundled = [...all].filter((icon) => bundle.includes(icon))
  expect(bundled.map((icon) => drawings.get(icon) ?? icon).sort()).toEqual([...new Set(drawings.values())].sort())
})

test('icon-only controls keep their names; their icons are hidden from assistive technology', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/en/about')
  const search = page.getByRole('link', { name: 'Search', exact: true })
  await expect(search.locator('svg')).toHaveAttribute('aria-hidden', 'true')
  await expect(search.locator('svg')).toBeVisible()
  const menu = page.getByRole('link', { name: 'Menu', exact: true })
  await expect(menu.locator('svg')).toHaveAttribute('aria-hidden', 'true')
  expect(await page.locator('svg.icon:not([aria-hidden="true"])').count()).toBe(0)
})
