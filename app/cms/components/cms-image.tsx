import type { Asset } from '#app/cms/content.ts'

/** A DAM image with its intrinsic size, so the layout is reserved before it loads. */
export function CmsImage({ asset, alt, priority = false, className }: { asset: Asset; alt: string; priority?: boolean; className?: string }) {
  return (
    <img
      className={className}
      src={asset['@link']}
      alt={alt}
      width={asset.metadata.width}
      height={asset.metadata.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  )
}
