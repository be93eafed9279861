import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { componentLink, stringProp } from '#app/cms/content.ts'
import { CmsLink } from './cms-link.tsx'
import { useSectionTitle } from '#app/cms/page-context.ts'
import { ArrowRight, MapPin } from 'lucide'
import { Icon } from '#app/ui/icon.tsx'

/** A location: address and a link to a map (a link, never an embedded third-party map). */
export function LocationSection(props: MagnoliaComponentProps) {
  const link = componentLink(props)
  const title = stringProp(props, 'title')
  const heading = useSectionTitle(title)
  return (
    <section className="location-section">
      {heading && <h2>{heading}</h2>}
      <address>
        <Icon icon={MapPin} className="location-icon" />
        {stringProp(props, 'street')}
        <br />
        {stringProp(props, 'city')}
        <br />
        {stringProp(props, 'country')}
      </address>
      {link && (
        <CmsLink link={link} context={title}>
          {stringProp(props, 'linkText') ?? ''}
          <Icon icon={ArrowRight} className="link-arrow" />
        </CmsLink>
      )}
    </section>
  )
}
