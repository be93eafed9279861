import { Link } from '@tanstack/react-router'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import type { BrandId, Language } from '../../../app.config.ts'
import { type AppLoader, loadAppData } from '../../cms/app-loader.ts'
import { stringProp } from '../../cms/content.ts'
import { useSite } from '../../site/site-context.tsx'
import { sitePathHref, splatParams } from '../../site/site-path.ts'
import { getNews } from './news.functions.ts'

const limit = 3

const newsQuery = (brand: BrandId, lang: Language) =>
  queryOptions({ queryKey: ['news', brand, lang, limit], queryFn: () => getNews({ data: { brand, lang, limit } }), staleTime: 60_000 })

export const loadNews: AppLoader = ({ queryClient, site }) =>
  loadAppData(async (awaitData) => {
    if (awaitData) await queryClient.ensureQueryData(newsQuery(site.brand, site.lang))
    else await queryClient.prefetchQuery(newsQuery(site.brand, site.lang))
  })

/** News: the brand's newest press stories, linked to their story pages. */
export default function News(props: MagnoliaComponentProps) {
  const { site, settings } = useSite()
  const items = useQuery(newsQuery(site.brand, site.lang)).data
  if (!items || items.length === 0) return null
  const date = new Intl.DateTimeFormat(site.lang, { dateStyle: 'long', timeZone: 'UTC' })
  return (
    <section className="news">
      <h2>{stringProp(props, 'title')}</h2>
      <ul>
        {items.map((item) => {
          const href = sitePathHref({ ...site, pagePath: `/info-center/press~${item.name}~s=${item.id}~` }, settings.productWord)
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
