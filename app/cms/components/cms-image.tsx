import type { Asset } from '#app/cms/content.ts'
import { type ImageSources, imageSources } from '#app/cms/image-sources.ts'

/**
 * How wide an image shows, for the browser to pick a rendition (`sizes`): full-bleed stages, the
 * content column, cards in the grids (three columns of about 24rem from 72rem, two below, one on
 * a phone), portraits and product thumbnails at their CSS width.
 */
export const imageSizes = {
  fullBleed: '100vw',
  column: '(min-width: 72rem) 72rem, 100vw',
  card: '(min-width: 72rem) 24rem, (min-width: 40rem) 50vw, 100vw',
  portrait: '8rem',
  thumbnail: '6rem',
  product: '(min-width: 40rem) 20rem, 100vw',
} as const

/** An image with its intrinsic size, so the layout is reserved before it loads, and its renditions as a `srcset`. */
export function SizedImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: ImageSources
  alt: string
  sizes: string
  priority?: boolean
  className?: string
}) {
  return (
    <img
      className={className}
      // srcset and sizes before src: a browser that sees src first may fetch it before it knows the candidates
      sizes={image.srcSet ? sizes : undefined}
      srcSet={image.srcSet}
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  )
}

/** A DAM image of a content component. */
export function CmsImage({ asset, ...props }: { asset: Asset; alt: string; sizes: string; priority?: boolean; className?: string }) {
  return <SizedImage image={imageSources(asset)} {...props} />
}
