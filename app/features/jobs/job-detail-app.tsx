/** A job's detail (`okg-lm:components/job-detail`) at the job detail paths (job-paths.ts), with the apply button. */
import { Link } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useSite } from '#app/site/site-context.tsx'
import { detailSegment } from '#app/site/cms-path.ts'
import { addressHref, splatParams } from '#app/site/page-address.ts'
import { m } from '#app/paraglide/messages.js'
import { QueryState } from '#app/ui/query-state.tsx'
import { RetryNotice } from '#app/ui/retry-notice.tsx'
import { jobDetailQuery, recheckJobDetail } from './jobs-queries.ts'
import { jobBoardPath } from './job-paths.ts'
import { divisionLabel, levelLabel, startLabel } from './job-labels.ts'

export default function JobDetailApp() {
  const { address, settings } = useSite()
  const locale = address.lang
  const id = detailSegment(address.pagePath) ?? ''
  const query = useQuery({ ...jobDetailQuery(address.brand, address.lang, id), enabled: id !== '' })
  const queryClient = useQueryClient()
  const boardHref = addressHref({ ...address, pagePath: jobBoardPath(address.pagePath) }, settings.productWord)
  const back = (
    <Link className="job-back" to="/$" params={splatParams(boardHref)}>
      {m.jobs_back_to_board({}, { locale })}
    </Link>
  )
  const heading = <h1>{m.job_not_found({}, { locale })}</h1>
  // a path without a job id has nothing to look for
  if (id === '') {
    return (
      <div className="job-detail">
        {heading}
        {back}
      </div>
    )
  }
  const result = query.data
  if (result?.status !== 'ok') {
    // the not-found retry asks the server to look again (a job published since); a failed one leaves the screen as it is
    const recheck = () => void recheckJobDetail(queryClient, address.brand, address.lang, id).catch(() => undefined)
    return (
      <QueryState
        query={query}
        lang={locale}
        loading={m.jobs_loading({}, { locale })}
        error={<h1>{m.job_detail_error({}, { locale })}</h1>}
        notFound={
          <div className="job-detail">
            <RetryNotice lang={locale} onRetry={recheck}>
              {heading}
            </RetryNotice>
            {back}
          </div>
        }
      />
    )
  }
  const { job } = result
  const facts: Array<[string, string | undefined]> = [
    [m.jobs_division({}, { locale }), job.division ? divisionLabel(job.division, settings.productWord) : undefined],
    [m.jobs_department({}, { locale }), job.department],
    [m.jobs_location({}, { locale }), job.location],
    [m.jobs_level({}, { locale }), job.level ? levelLabel[job.level](locale) : undefined],
    [m.jobs_position_type({}, { locale }), job.positionType],
    [
      m.jobs_contract_type({}, { locale }),
      job.contractType === 'temporary'
        ? m.jobs_contract_temporary({}, { locale })
        : job.contractType === 'permanent'
          ? m.jobs_contract_permanent({}, { locale })
          : undefined,
    ],
    [m.jobs_start({}, { locale }), startLabel(job.startOfWork, job.hasImmediateStartOfWork, locale)],
  ]
  // an advert in another language than the page (an English one on the German site) says so, for screen readers and translation
  const advertLang = job.websiteLanguage !== undefined && job.websiteLanguage !== address.lang ? job.websiteLanguage : undefined
  return (
    <article className="job-detail">
      {back}
      <h1 lang={advertLang}>{job.title}</h1>
      <dl className="job-facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {job.jobContents.map((content, index) => (
        <section key={index} className="job-content" lang={advertLang}>
          {content.title && <h2>{content.title}</h2>}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: content.content }} />
        </section>
      ))}
      {/^https?:\/\//.test(job.applyUrl) && (
        <a className="button job-apply" href={job.applyUrl} rel="noopener">
          {m.jobs_apply({}, { locale })}
        </a>
      )}
    </article>
  )
}
