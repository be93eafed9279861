/**
 * The job page components (job CTAs, benefits, application info, contact,
 * images slider, additional jobs, floating apply button, dynamic department content). They sit on
 * job detail pages and show only when the page's job exists.
 */
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { childNodes, componentLink, isAsset, isContentNode, stringProp } from '#app/cms/content.ts'
import { CmsLink } from '#app/cms/components/cms-link.tsx'
import { RichText } from '#app/cms/components/rich-text.tsx'
import { CmsImage, SizedImage, imageSizes } from '#app/cms/components/cms-image.tsx'
import { Slider } from '#app/cms/components/slider.tsx'
import { useSite } from '#app/site/site-context.tsx'
import { detailSegment } from '#app/site/cms-path.ts'
import { addressHref, splatParams } from '#app/site/page-address.ts'
import { m } from '#app/paraglide/messages.js'
import { jobDetailQuery } from './jobs-queries.ts'
import type { JobSummary } from './jobs.functions.ts'
import type { JobImage } from './job.ts'
import { siblingJobPath } from './job-paths.ts'
import { divisionLabel } from './job-labels.ts'

function useCurrentJob() {
  const { address } = useSite()
  const id = detailSegment(address.pagePath) ?? ''
  const result = useQuery({ ...jobDetailQuery(address.brand, address.lang, id), enabled: id !== '' }).data
  return result?.status === 'ok' ? result : undefined
}

function JobPicture({ image, className, sizes }: { image: JobImage; className: string; sizes: string }) {
  return <SizedImage className={className} image={image} alt={image.alt} sizes={sizes} />
}

/** Links to other jobs' pages beside this one, with their locations. */
function JobLinks({ jobs }: { jobs: readonly JobSummary[] }) {
  const { address, settings } = useSite()
  return (
    <ul className="job-links">
      {jobs.map((job) => {
        const href = addressHref({ ...address, pagePath: siblingJobPath(address.pagePath, job.id) }, settings.productWord)
        return (
          <li key={job.id}>
            <Link to="/$" params={splatParams(href)}>
              {job.title}
            </Link>{' '}
            <span className="download-meta">{job.location}</span>
          </li>
        )
      })}
    </ul>
  )
}

/** The dynamic department content: the texts and images of the job's department (for its company) and the department's other jobs. */
function JobDynamicContent() {
  const { address, settings } = useSite()
  const current = useCurrentJob()
  if (!current) return null
  const { dynamicContent: content, departmentJobs, job } = current
  if (!content && departmentJobs.length === 0) return null
  const ListHeading = content ? 'h3' : 'h2'
  return (
    <section className="job-dynamic-content">
      {content && (
        <>
          <h2>{content.title}</h2>
          {content.company && <p className="job-dynamic-company">{divisionLabel(content.company, settings.productWord)}</p>}
          <RichText html={content.text} />
          {content.quote && (
            <figure className="job-quote">
              {content.quoteImage && <JobPicture className="job-quote-image" image={content.quoteImage} sizes={imageSizes.portrait} />}
              <blockquote>{content.quote}</blockquote>
              {content.quoteTestimonial && <figcaption>{content.quoteTestimonial}</figcaption>}
            </figure>
          )}
          {content.additionalTitle && <h3>{content.additionalTitle}</h3>}
          {content.additionalText && <RichText html={content.additionalText} />}
          {content.additionalImage && <JobPicture className="job-additional-image" image={content.additionalImage} sizes={imageSizes.column} />}
        </>
      )}
      {departmentJobs.length > 0 && (
        <>
          <ListHeading>{m.jobs_department_jobs({ department: job.department }, { locale: address.lang })}</ListHeading>
          <JobLinks jobs={departmentJobs} />
        </>
      )}
    </section>
  )
}

function JobBenefits(props: MagnoliaComponentProps) {
  const items = isContentNode(props['items']) ? childNodes(props['items']) : []
  if (!useCurrentJob()) return null
  return (
    <section className="job-benefits">
      <h2>{stringProp(props, 'title')}</h2>
      <ul>
        {items.map((item) => (
          <li key={item['@id']}>
            <strong>{stringProp(item, 'title')}</strong> {stringProp(item, 'text')}
          </li>
        ))}
      </ul>
    </section>
  )
}

function JobApplicationInfo(props: MagnoliaComponentProps) {
  if (!useCurrentJob()) return null
  return (
    <section className="job-application-info">
      <h2>{stringProp(props, 'title')}</h2>
      <RichText html={stringProp(props, 'richText') ?? ''} />
    </section>
  )
}

/** The job's recruiting contact as the component names them: name, role, e-mail and phone, with a portrait. */
function JobContact(props: MagnoliaComponentProps) {
  if (!useCurrentJob()) return null
  const image = props['image']
  const email = stringProp(props, 'email')
  const phone = stringProp(props, 'phone')
  return (
    <section className="contact-section">
      <h2>{stringProp(props, 'title')}</h2>
      <div className="contact-card">
        {isAsset(image) && <CmsImage className="contact-image" asset={image} alt="" sizes={imageSizes.portrait} />}
        <p>
          <strong>{stringProp(props, 'name')}</strong>
          <br />
          {stringProp(props, 'role')}
          {email && (
            <>
              <br />
              <a href={`mailto:${email}`}>{email}</a>
            </>
          )}
          {phone && (
            <>
              <br />
              <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
            </>
          )}
        </p>
      </div>
    </section>
  )
}

/** The job page's images: the site's slider over the component's `images`. */
function JobImagesSlider(props: MagnoliaComponentProps) {
  if (!useCurrentJob()) return null
  return <Slider {...props} slides={props['images']} />
}

/** The other jobs of the job's company (its recruiting instance). */
function JobAdditionalJobs(props: MagnoliaComponentProps) {
  const current = useCurrentJob()
  if (!current || current.companyJobs.length === 0) return null
  return (
    <section className="job-additional-jobs">
      <h2>{stringProp(props, 'title')}</h2>
      <JobLinks jobs={current.companyJobs} />
    </section>
  )
}

function JobCtas(props: MagnoliaComponentProps) {
  const items = isContentNode(props['items']) ? childNodes(props['items']) : []
  if (!useCurrentJob()) return null
  return (
    <ul className="job-ctas">
      {items.map((item) => {
        const link = componentLink(item)
        return link ? (
          <li key={item['@id']}>
            <CmsLink className="button" link={link}>
              {stringProp(item, 'linkText') ?? ''}
            </CmsLink>
          </li>
        ) : null
      })}
    </ul>
  )
}

function JobFloatingApply() {
  const { address } = useSite()
  const current = useCurrentJob()
  if (!current || !/^https?:\/\//.test(current.job.applyUrl)) return null
  return (
    <a className="button job-floating-apply" href={current.job.applyUrl} rel="noopener">
      {m.jobs_apply({}, { locale: address.lang })}
    </a>
  )
}

/** The parts of a job page, by the name the shell's registry gives each Magnolia component. */
export const jobParts = {
  JobDynamicContent,
  JobBenefits,
  JobApplicationInfo,
  JobContact,
  JobImagesSlider,
  JobAdditionalJobs,
  JobCtas,
  JobFloatingApply,
}
