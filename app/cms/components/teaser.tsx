import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { componentLink, isAsset, stringProp } from '#app/cms/content.ts'
import { CmsImage, imageSizes } from './cms-image.tsx'
import { CmsLink } from './cms-link.tsx'
import { RichText } from './rich-text.tsx'
import { ArrowRight } from 'lucide'
import { Icon } from '#app/ui/icon.tsx'

export function Teaser(props: MagnoliaComponentProps) {
  const title = stringProp(props, 'title')
  const text = stringProp(props, 'text')
  const link = componentLink(props)
  const image = props['image']
  return (
    <article className="teaser">
      {isAsset(image) && <CmsImage asset={image} alt="" sizes={imageSizes.card} />}
      <div className="teaser-body">
        {title && <h2 className="teaser-title">{title}</h2>}
        {text && <RichText html={text} />}
        {link && (
          <CmsLink className="teaser-link" link={link} context={title}>
            {stringProp(props, 'linkText') ?? title}
            <Icon icon={ArrowRight} className="link-arrow" />
          </CmsLink>
        )}
      </div>
    </article>
  )
}
