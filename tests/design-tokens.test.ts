import { type Color, formatHex, interpolate, parse, wcagContrast } from 'culori'
import { describe, expect, it } from 'vitest'
import { brandIds, brandTable, defaultProductWord } from '#config/brands.ts'
import { brandBlocks, brandTokens } from './helpers/design-tokens.ts'

const tokens = brandTokens()

function color(value: string | undefined, name: string): Color {
  const parsed = value === undefined ? undefined : parse(value)
  if (!parsed) throw new Error(`${name}: "${value}" is not a colour`)
  return parsed
}

/** WCAG AA: 4.5:1 for text, 3:1 for the edges of controls and for focus indicators (1.4.11). */
const text = 4.5
const nonText = 3

/** [foreground token, background token, minimum]: every pair the stylesheets put on each other. */
const pairs: Array<[string, string, number]> = [
  ['--color-text', '--color-surface', text],
  ['--color-text', '--color-subtle', text],
  ['--color-muted', '--color-surface', text],
  ['--color-muted', '--color-subtle', text],
  // links and outlined buttons
  ['--color-primary', '--color-surface', text],
  ['--color-primary', '--color-subtle', text],
  ['--color-primary-hover', '--color-surface', text],
  // filled buttons
  ['--color-on-primary', '--color-primary', text],
  ['--color-on-primary', '--color-primary-hover', text],
  ['--color-border-strong', '--color-surface', nonText],
  ['--color-border-strong', '--color-subtle', nonText],
  ['--color-focus', '--color-surface', nonText],
  ['--color-focus', '--color-subtle', nonText],
  // the dark band (footer, dark asides)
  ['--color-on-band', '--color-band', text],
  ['--color-on-band-muted', '--color-band', text],
  ['--color-band-accent', '--color-band', text],
  // the stage's text where its panel is solid (on a phone, below the picture), and its button
  ['--stage-on-panel', '--stage-panel', text],
  ['--stage-on-button', '--stage-button', text],
  ['--stage-button', '--stage-panel', nonText],
  // states: as text on the page and on their own surfaces
  ...(['success', 'error', 'warning', 'info'] as const).flatMap((state): Array<[string, string, number]> => [
    [`--color-${state}`, '--color-surface', text],
    [`--color-${state}`, `--color-${state}-surface`, text],
  ]),
]

describe('design tokens (app/ui/styles/tokens.css)', () => {
  it('has a block for every brand but the default, and none for a brand that does not exist', () => {
    expect(brandBlocks().sort()).toEqual(brandIds.filter((brand) => brand !== 'albis').sort())
  })

  describe.each(brandIds)('%s', (brand) => {
    const own = tokens[brand]
    const get = (name: string) => color(own.get(name), `${brand} ${name}`)

    it.each(pairs)('%s on %s reaches %d:1', (foreground, background, minimum) => {
      expect(wcagContrast(get(foreground), get(background))).toBeGreaterThanOrEqual(minimum)
    })

    it("the stage's text reaches 4.5:1 on its panel over the lightest and the darkest picture", () => {
      // the panel covers the picture at --stage-panel-opacity: what shows through is at worst white or black
      const opacity = Number(own.get('--stage-panel-opacity'))
      expect(opacity).toBeGreaterThan(0)
      expect(opacity).toBeLessThanOrEqual(1)
      const panel = get('--stage-panel')
      for (const picture of ['#ffffff', '#000000']) {
        const shown = interpolate([picture, panel], 'rgb')(opacity)
        expect(wcagContrast(get('--stage-on-panel'), shown), `over ${picture}: ${formatHex(shown)}`).toBeGreaterThanOrEqual(text)
      }
    })

    it("its primary is the brand's colour (its icon and the browser's theme colour)", () => {
      expect(formatHex(get('--color-primary'))).toBe(brandTable(defaultProductWord)[brand].color)
    })
  })
})
