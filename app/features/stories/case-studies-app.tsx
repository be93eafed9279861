/**
 * A market's case studies (`okg-lm:components/case-studies`, prop `market`) on the market page,
 * or, on a case study path (`{market page}/case-study~{name}~s={id}~`), the case study.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { useQuery } from '@tanstack/react-query'
import { stringProp } from '#app/cms/content.ts'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref } from '#app/site/page-address.ts'
import { caseStudyPagePath, storyOfPath } from '#app/site/story-path.ts'
import { m } from '#app/paraglide/messages.js'
import { QueryState } from '#app/ui/query-state.tsx'
import { marketOf } from './story-props.ts'
import { caseStudiesQuery } from './stories-queries.ts'
import { StoryCard } from './story-card.tsx'
import { StoryDetail } from './story-detail.tsx'

export default function CaseStudiesApp(props: MagnoliaComponentProps) {
  const { address } = useSite()
  const story = storyOfPath(address.pagePath)
  if (story?.kind === 'case-study') return <StoryDetail folder="case-studies" id={story.id} />
  const market = marketOf(props)
  return market ? <CaseStudyList market={market} title={stringProp(props, 'title')} /> : null
}

function CaseStudyList({ market, title }: { market: string; title: string | undefined }) {
  const { address, settings } = useSite()
  const locale = address.lang
  const query = useQuery(caseStudiesQuery(address.brand, address.lang, market))
  const result = query.data
  if (result?.status !== 'ok') {
    return <QueryState query={query} lang={locale} loading={m.stories_loading({}, { locale })} error={<p>{m.case_studies_error({}, { locale })}</p>} />
  }
  return (
    <section className="case-studies" aria-label={title}>
      {title && <h2>{title}</h2>}
      {result.stories.length === 0 ? (
        <p>{m.case_studies_none({}, { locale })}</p>
      ) : (
        <ul className="story-list">
          {result.stories.map((story) => (
            <li key={story.id}>
              <StoryCard
                story={story}
                href={addressHref({ ...address, pagePath: caseStudyPagePath(address.pagePath, story.name, story.id) }, settings.productWord)}
                lang={locale}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
