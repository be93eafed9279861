/**
 * A PostCSS plugin for the build (vite.config.ts): for every web font family the stylesheet
 * declares with `@font-face`, a metric-matched fallback face named "{family} fallback" (ADR 039),
 * so text set in a system font while the web font loads takes the same room and nothing shifts when
 * it swaps. fontaine computes the overrides (size-adjust, ascent, descent, line gap) from the font
 * file's own metrics and those of the system font that stands in (Arial or Times New Roman from
 * capsize's metrics); its `local()` list for the generic family names the faces metric-compatible
 * with that system font (Arimo and Liberation Sans on Linux, Tinos and Liberation Serif), which
 * fontaine's own transform would leave out. The token stacks name the fallback after each family.
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine'
import type { PluginCreator } from 'postcss'

/** The system font whose metrics stand for each generic family the fallbacks use. */
const systemFonts = { 'sans-serif': 'Arial', serif: 'Times New Roman' } as const

const require = createRequire(import.meta.url)

/** The first `url()` of a `src` descriptor. */
function firstUrl(src: string): string | undefined {
  return /url\(\s*['"]?([^'")]+)['"]?\s*\)/.exec(src)?.[1]
}

/** The fallback face for a family whose font file is at `file` (a path on disk). */
async function fallbackFace(family: string, file: string): Promise<string> {
  const metrics = await readMetrics(pathToFileURL(file))
  if (!metrics) throw new Error(`${family}: no metrics in ${file}`)
  // capsize knows each Google font's category by its name; Fontsource adds " Variable" to it
  const category = (await getMetricsForFamily(family.replace(/ Variable$/, '')))?.category === 'serif' ? 'serif' : 'sans-serif'
  const system = await getMetricsForFamily(systemFonts[category])
  if (!system) throw new Error(`no metrics for ${systemFonts[category]}`)
  return generateFontFace(metrics, { name: `${family} fallback`, font: category, metrics: system })
}

/** Appends a fallback face for each family of the stylesheet's `@font-face` rules (their first file's metrics). */
export const fontFallbacks: PluginCreator<Record<string, never>> = () => ({
  postcssPlugin: 'font-fallbacks',
  async Once(root, { parse }) {
    const families = new Map<string, string>()
    root.walkAtRules('font-face', (rule) => {
      let family: string | undefined
      let source: string | undefined
      rule.walkDecls((declaration) => {
        if (declaration.prop === 'font-family') family = declaration.value.replace(/^['"]|['"]$/g, '')
        if (declaration.prop === 'src') source = firstUrl(declaration.value)
      })
      if (family && source?.endsWith('.woff2') && !families.has(family)) families.set(family, source)
    })
    for (const [family, source] of families) {
      // a bare specifier (a package's file) as the stylesheet writes it, before the build rewrites it
      root.append(parse(await fallbackFace(family, require.resolve(source)), { from: root.source?.input.file }))
    }
  },
})
fontFallbacks.postcss = true
