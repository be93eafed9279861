import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { stringProp } from '#app/cms/content.ts'
import { useSectionTitle } from '#app/cms/page-context.ts'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref, splatParams } from '#app/site/page-address.ts'
import { storyPagePath } from '#app/site/story-path.ts'
import { newsQuery } from './stories-queries.ts'

/** News: the brand's newest press stories, linked to their story pages. */
export default function News(props: MagnoliaComponentProps) {
  const { address, settings } = useSite()
  const items = useQuery(newsQuery(address.brand, address.lang)).data
  const title = useSectionTitle(stringProp(props, 'title'))
  if (!items || items.length === 0) return null
  const date = new Intl.DateTimeFormat(address.lang, { dateStyle: 'long', timeZone: 'UTC' })
  return (
    <section className="news">
      {title && <h2>{title}</h2>}
      <ul>
        {items.map((item) => {
          const href = addressHref({ ...address, pagePath: storyPagePath('press', item.name, item.id) }, settings.productWord)
          return (
            <li key={item.id}>
              {item.date && <time dateTime={item.date}>{date.format(new Date(`${item.date}T00:00:00Z`))}</time>}
              <h3>
                <Link to="/$" params={splatParams(href)}>
                  {item.title}
                </Link>
              </h3>
              <p>{item.lead}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
