import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { componentLink, isAsset, stringProp } from '#app/cms/content.ts'
import { CmsImage, imageSizes } from './cms-image.tsx'
import { CmsLink } from './cms-link.tsx'

export function Stage(props: MagnoliaComponentProps) {
  const title = stringProp(props, 'title')
  const subtitle = stringProp(props, 'subtitle')
  const link = componentLink(props)
  const image = props['image']
  return (
    <section className="stage">
      {isAsset(image) && <CmsImage className="stage-image" asset={image} alt="" sizes={imageSizes.fullBleed} priority />}
      <div className="stage-text">
        {title && <h2 className="stage-title">{title}</h2>}
        {subtitle && <p className="stage-subtitle">{subtitle}</p>}
        {link && (
          <CmsLink className="button" link={link} context={title}>
            {stringProp(props, 'linkText') ?? title}
          </CmsLink>
        )}
      </div>
    </section>
  )
}
