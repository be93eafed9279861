import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { isAsset, stringProp } from '#app/cms/content.ts'
import { CmsImage, imageSizes } from './cms-image.tsx'

export function Image(props: MagnoliaComponentProps) {
  const image = props['image']
  if (!isAsset(image)) return null
  const caption = stringProp(props, 'caption')
  return (
    <figure className="image">
      <CmsImage asset={image} alt={stringProp(props, 'alt') ?? ''} sizes={imageSizes.column} />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  )
}
