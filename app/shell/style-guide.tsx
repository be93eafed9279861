/**
 * The living style guide (ADR 044): every design-system part and its states on one page, drawn by
 * the real components with the real tokens, in the brand of the page's path (`/mocom/en/style-guide`
 * shows MOCOM's look). A tool for developers and designers, served only outside production; its own
 * texts are English, the components' texts follow the page's language.
 */
import { type CSSProperties, type ReactNode, useCallback, useState } from 'react'
import {
  ArrowDown,
  ArrowRight,
  ArrowUp,
  Calendar,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  Download,
  ExternalLink,
  FileDown,
  MapPin,
  Menu,
  Pause,
  Play,
  Search,
  UserRound,
  X,
} from 'lucide'
import { type BrandId, brandIds, brandTable, defaultBrand } from '#config/brands.ts'
import { Faq } from '#app/cms/components/faq.tsx'
import { Teaser } from '#app/cms/components/teaser.tsx'
import { LocationSection } from '#app/cms/components/location-section.tsx'
import { Captcha } from '#app/features/forms/captcha.tsx'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref } from '#app/site/page-address.ts'
import { CheckboxField, FieldFrame } from '#app/ui/forms/form-field.tsx'
import { Icon } from '#app/ui/icon.tsx'
import { ModalDialog } from '#app/ui/modal-dialog.tsx'
import { RetryNotice } from '#app/ui/retry-notice.tsx'
import { SortIndicator } from '#app/ui/sort-indicator.tsx'
import './style-guide.css'

const colourTokens = [
  'primary',
  'primary-hover',
  'on-primary',
  'accent',
  'text',
  'muted',
  'surface',
  'subtle',
  'border',
  'border-strong',
  'band',
  'on-band',
  'focus',
  'info',
  'success',
  'warning',
  'error',
]
/** Foreground and background pairs the looks must keep at AA (4.5:1 for text, 3:1 for the focus ring and borders of controls). */
const contrastPairs: Array<[string, string, number]> = [
  ['text', 'surface', 4.5],
  ['muted', 'surface', 4.5],
  ['primary', 'surface', 4.5],
  ['on-primary', 'primary', 4.5],
  ['on-primary', 'primary-hover', 4.5],
  ['on-band', 'band', 4.5],
  ['error', 'surface', 4.5],
  ['success', 'surface', 4.5],
  ['focus', 'surface', 3],
  ['border-strong', 'surface', 3],
]
const typeScale = ['3xl', '2xl', 'xl', 'lg', 'md', 'base', 'sm']
const icons = {
  Search,
  Menu,
  X,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ArrowRight,
  ArrowUp,
  ArrowDown,
  UserRound,
  MapPin,
  FileDown,
  Download,
  ExternalLink,
  Calendar,
  Play,
  Pause,
  CircleAlert,
}

/** WCAG's relative luminance of a computed `rgb(…)` colour. */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number)
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

/** The contrast of each pair as the browser computes the brand's tokens (known only in the browser), measured on the probe element. */
function useContrasts(): [Map<string, number>, (element: HTMLElement | null) => void] {
  const [ratios, setRatios] = useState(new Map<string, number>())
  const probe = useCallback((element: HTMLElement | null) => {
    if (!element) return
    const colour = (token: string) => {
      element.style.color = `var(--color-${token})`
      return getComputedStyle(element).color
    }
    setRatios(new Map(contrastPairs.map(([fg, bg]) => [`${fg}/${bg}`, contrast(colour(fg), colour(bg))])))
  }, [])
  return [ratios, probe]
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="style-guide-section">
      <h2>{title}</h2>
      {children}
    </section>
  )
}

const sampleNode = (name: string, props: Record<string, string | string[] | Record<string, unknown>>) => ({
  '@name': name,
  '@id': name,
  '@path': `/style-guide/${name}`,
  '@nodes': [],
  ...props,
})

export default function StyleGuide() {
  const { address, settings, brand } = useSite()
  const locale = address.lang
  const brands = brandTable(settings.productWord)
  const [ratios, probe] = useContrasts()
  const [dialog, setDialog] = useState(false)
  const [checked, setChecked] = useState(false)
  const hrefOf = (id: BrandId) =>
    addressHref(
      { brand: id, brandInPath: id !== defaultBrand, lang: brands[id].languages.includes(locale) ? locale : 'en', pagePath: '/style-guide' },
      settings.productWord,
    )
  const faq = sampleNode('faq', {
    title: 'Disclosure',
    items: {
      ...sampleNode('items', {}),
      '@nodes': ['q1', 'q2'],
      q1: sampleNode('q1', { question: 'Which grades ship from stock?', answer: '<p>Most grades ship within two working days.</p>' }),
      q2: sampleNode('q2', { question: 'Can I order samples?', answer: '<p>Yes, from every product page.</p>' }),
    },
  })
  return (
    <main id="content" className="style-guide">
      <span ref={probe} hidden />
      <h1>Style guide: {brand.name}</h1>
      <nav aria-label="Brands">
        <ul className="style-guide-brands">
          {brandIds.map((id) => (
            <li key={id}>
              <a href={hrefOf(id)} aria-current={id === brand.id ? 'page' : undefined}>
                {brands[id].name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Section title="Type scale">
        {typeScale.map((step) => (
          <p key={step} className="style-guide-type" style={{ fontSize: `var(--text-${step})` }}>
            <code>--text-{step}</code> Polyamide 6 compounds for the automotive industry
          </p>
        ))}
        <h3>Heading 3 in the brand&apos;s heading face</h3>
        <p>
          Body text in the body face with a <a href="#content">link in running text</a>, <strong>strong words</strong> and <small>small print</small>.
        </p>
      </Section>

      <Section title="Colour tokens">
        <ul className="style-guide-swatches">
          {colourTokens.map((token) => (
            <li key={token}>
              <span className="style-guide-swatch" style={{ background: `var(--color-${token})` } as CSSProperties} />
              <code>--color-{token}</code>
            </li>
          ))}
        </ul>
        <table className="data-table style-guide-contrast">
          <caption>Contrast of the pairs the looks keep at AA</caption>
          <thead>
            <tr>
              <th scope="col">Pair</th>
              <th scope="col">Sample</th>
              <th scope="col">Ratio</th>
              <th scope="col">Needed</th>
            </tr>
          </thead>
          <tbody>
            {contrastPairs.map(([fg, bg, needed]) => {
              const ratio = ratios.get(`${fg}/${bg}`)
              return (
                <tr key={`${fg}/${bg}`}>
                  <td>
                    <code>{fg}</code> on <code>{bg}</code>
                  </td>
                  <td>
                    <span className="style-guide-sample" style={{ color: `var(--color-${fg})`, background: `var(--color-${bg})` }}>
                      Aa
                    </span>
                  </td>
                  <td>{ratio === undefined ? '…' : `${ratio.toFixed(2)}:1 ${ratio >= needed ? 'pass' : 'FAIL'}`}</td>
                  <td>{needed}:1</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </Section>

      <Section title="Icons">
        <ul className="style-guide-icons">
          {Object.entries(icons).map(([name, icon]) => (
            <li key={name}>
              <Icon icon={icon} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Buttons">
        <div className="style-guide-row">
          <button type="button" className="button">
            Primary
          </button>
          <button type="button" className="button button-secondary">
            Secondary
          </button>
          <button type="button" className="button button-quiet">
            Quiet
          </button>
          <button type="button" className="button" disabled>
            Disabled
          </button>
          <a className="button" href="#content">
            Link as a button
            <Icon icon={ArrowRight} />
          </a>
        </div>
      </Section>

      <Section title="Form controls">
        <form className="style-guide-form" onSubmit={(event) => event.preventDefault()} noValidate>
          <FieldFrame id="sg-name" label="Text field" required error={undefined}>
            {(aria) => <input {...aria} name="name" defaultValue="Jane Doe" autoComplete="off" />}
          </FieldFrame>
          <FieldFrame id="sg-email" label="With an error" required error="Please enter a valid email address.">
            {(aria) => <input {...aria} type="email" name="email" defaultValue="jane@" autoComplete="off" />}
          </FieldFrame>
          <FieldFrame id="sg-disabled" label="Disabled" error={undefined}>
            {(aria) => <input {...aria} name="disabled" defaultValue="Not editable" disabled />}
          </FieldFrame>
          <FieldFrame id="sg-select" label="Select" error={undefined}>
            {(aria) => (
              <select {...aria} name="country" defaultValue="de">
                <option value="de">Germany</option>
                <option value="fr">France</option>
                <option value="cn">China</option>
              </select>
            )}
          </FieldFrame>
          <FieldFrame id="sg-message" label="Text area" error={undefined}>
            {(aria) => <textarea {...aria} name="message" rows={3} defaultValue="We need 20 t of PA6 GF30." />}
          </FieldFrame>
          <FieldFrame id="sg-file" label="File" error={undefined}>
            {(aria) => <input {...aria} type="file" name="file" />}
          </FieldFrame>
          <CheckboxField id="sg-consent" label="Checkbox: I agree to the privacy policy." required checked={checked} error={undefined} onChange={setChecked} />
          <CheckboxField
            id="sg-consent-error"
            label="Checkbox with an error"
            required
            checked={false}
            error="Please agree to continue."
            onChange={() => undefined}
          />
          <fieldset>
            <legend>Radio buttons</legend>
            {['Phone', 'Email'].map((option, index) => (
              <div key={option} className="form-check">
                <input type="radio" id={`sg-radio-${option}`} name="channel" value={option} defaultChecked={index === 0} />
                <label htmlFor={`sg-radio-${option}`}>{option}</label>
              </div>
            ))}
          </fieldset>
          <div className="form-field">
            <Captcha locale={locale} onChange={() => undefined} />
          </div>
        </form>
      </Section>

      <Section title="Dialog">
        <button type="button" className="button" onClick={() => setDialog(true)}>
          Open a dialog
        </button>
        {dialog && (
          <ModalDialog title="A dialog" className="style-guide-dialog" onClose={() => setDialog(false)}>
            <p>Focus stays inside; Escape or a press outside closes it.</p>
            <button type="button" className="button" onClick={() => setDialog(false)}>
              Close
            </button>
          </ModalDialog>
        )}
      </Section>

      <Section title="Table and pagination">
        <table className="data-table">
          <caption>Open positions</caption>
          <thead>
            <tr>
              <th scope="col" aria-sort="ascending">
                <button type="button" className="sort-button">
                  Title
                  <SortIndicator order="asc" />
                </button>
              </th>
              <th scope="col">Location</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td data-label="Title">Key account manager polymers</td>
              <td data-label="Location">Hamburg</td>
            </tr>
            <tr>
              <td data-label="Title">Application engineer compounds</td>
              <td data-label="Location">Düren</td>
            </tr>
          </tbody>
        </table>
        <nav className="pagination" aria-label="Pagination example">
          <a href="#content" rel="prev">
            <Icon icon={ChevronLeft} />
            Previous
          </a>
          <span>Page 2 of 5</span>
          <a href="#content" rel="next">
            Next
            <Icon icon={ChevronRight} />
          </a>
        </nav>
      </Section>

      <Section title="Cards and teasers">
        <div className="style-guide-grid">
          <Teaser
            {...sampleNode('teaser', {
              title: 'Engineering plastics',
              text: '<p>Grades for every process, from stock.</p>',
              linkType: 'page',
              linkTypepage: `/${brand.cmsSite}/about`,
              linkText: 'Learn more',
            })}
            metadata={{}}
          />
          <LocationSection
            {...sampleNode('location', {
              title: 'Location',
              street: 'Mühlenkamp 6c',
              city: '22303 Hamburg',
              country: 'Germany',
              linkType: 'external',
              linkTypeexternal: 'https://www.openstreetmap.org/',
              linkText: 'Map',
            })}
            metadata={{}}
          />
        </div>
      </Section>

      <Faq {...faq} metadata={{}} />

      <Section title="Notices">
        <RetryNotice lang={locale} onRetry={() => undefined}>
          <p>The jobs could not be loaded.</p>
        </RetryNotice>
        <div className="style-guide-frame" role="img" aria-label="The loading overlay's spinner">
          <span className="spinner" />
        </div>
      </Section>
    </main>
  )
}
