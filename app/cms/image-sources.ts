/**
 * What an `<img>` needs of a DAM image: its URL, its intrinsic size (so the layout is reserved
 * before it loads) and, where Magnolia lists renditions with their widths, a `srcset` of them and
 * the original, so the browser loads the narrowest copy that is sharp at the size it shows.
 * Renditions without a width, wider than the original or not under the site's `/dam/` path (the
 * only one it passes through) are left out; without the original's width there is no `srcset`.
 */

export interface ImageSources {
  src: string
  /** `{url} {width}w` candidates, narrowest first; absent when there is nothing to choose from. */
  srcSet?: string | undefined
  width?: number | undefined
  height?: number | undefined
}

/** The parts of a DAM asset (Magnolia's asset JSON) that an image reads. */
export interface ImageAsset {
  '@link': string
  metadata?: { width?: number | undefined; height?: number | undefined } | undefined
  renditions?: unknown
}

/** A candidate URL: a `/dam/` path with nothing that would end a `srcset` candidate (white space, commas). */
const candidateLink = /^\/dam\/[^\s,]+$/

function isWidth(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0
}

/** The `srcset` of an image's renditions and the original, or undefined when none applies. */
export function damSrcSet(asset: ImageAsset): string | undefined {
  const original = asset.metadata?.width
  if (!isWidth(original) || !candidateLink.test(asset['@link']) || typeof asset.renditions !== 'object' || asset.renditions === null) return undefined
  const byWidth = new Map<number, string>()
  for (const rendition of Object.values(asset.renditions)) {
    if (typeof rendition !== 'object' || rendition === null) continue
    const { link, width } = rendition as { link?: unknown; width?: unknown }
    if (typeof link === 'string' && candidateLink.test(link) && isWidth(width) && width < original && !byWidth.has(width)) byWidth.set(width, link)
  }
  if (byWidth.size === 0) return undefined
  byWidth.set(original, asset['@link'])
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, link]) => `${link} ${width}w`)
    .join(', ')
}

export function imageSources(asset: ImageAsset): ImageSources {
  return { src: asset['@link'], srcSet: damSrcSet(asset), width: asset.metadata?.width, height: asset.metadata?.height }
}
