import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { childNodes, isContentNode, stringProp } from '#app/cms/content.ts'
import { useSite } from '#app/site/site-context.tsx'
import { useSectionTitle } from '#app/cms/page-context.ts'

/** Number formats by language and decimals: making one costs more than rendering the facts (issue 37). */
const formats = new Map<string, Intl.NumberFormat>()

function factFormat(lang: string, decimals: number): Intl.NumberFormat {
  const key = `${lang}:${decimals}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.NumberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })))
  return format
}

/** Facts and figures: numbers in the visitor's locale, with the decimals the editor chose. */
export function Facts(props: MagnoliaComponentProps) {
  const { address } = useSite()
  const title = useSectionTitle(stringProp(props, 'title'))
  const items = isContentNode(props['items']) ? childNodes(props['items']) : []
  return (
    <section className="facts">
      {title && <h2>{title}</h2>}
      <ul>
        {items.map((item) => {
          const decimals = Number(stringProp(item, 'decimals') ?? '0')
          const value = factFormat(address.lang, decimals).format(Number(stringProp(item, 'value') ?? '0'))
          return (
            <li key={item['@id']}>
              <span className="fact-value">
                {value}
                {stringProp(item, 'unit')}
              </span>
              <span className="fact-label">{stringProp(item, 'label')}</span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
