import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CmsImage, imageSizes } from '#app/cms/components/cms-image.tsx'
import type { Asset } from '#app/cms/content.ts'
import { type ImageAsset, damSrcSet, imageSources } from '#app/cms/image-sources.ts'

const original = '/dam/jcr:2d14ab4f-1d79-520e-afc3-dd9318526cae/albis-stage.webp'
const rendition = (width: number) => ({ link: `/dam/jcr:2d14ab4f-1d79-520e-afc3-dd9318526cae/albis-stage-${width}w.webp`, width, mimeType: 'image/webp' })
const stage = (renditions: unknown, metadata: ImageAsset['metadata'] = { width: 1920, height: 800 }): ImageAsset => ({
  '@link': original,
  metadata,
  renditions,
})

describe('the srcset of a DAM image', () => {
  it.each<[string, ImageAsset, string | undefined]>([
    [
      'lists the renditions and the original by width, narrowest first',
      stage({ 1280: rendition(1280), 640: rendition(640) }),
      `${rendition(640).link} 640w, ${rendition(1280).link} 1280w, ${original} 1920w`,
    ],
    ['has none without renditions (Magnolia without assetRenditions)', stage(undefined), undefined],
    ['has none for an empty renditions map (the embedded backend for an image with none)', stage({}), undefined],
    ["has none when the original's width is unknown", stage({ 640: rendition(640) }, { height: 800 }), undefined],
    [
      'leaves out a rendition without a width (a variation named otherwise)',
      stage({ 640: rendition(640), thumbnail: { link: rendition(200).link, mimeType: 'image/webp' } }),
      `${rendition(640).link} 640w, ${original} 1920w`,
    ],
    [
      'leaves out a rendition as wide as or wider than the original',
      stage({ 640: rendition(640), 1920: rendition(1920), 2560: rendition(2560) }),
      `${rendition(640).link} 640w, ${original} 1920w`,
    ],
    [
      "leaves out a rendition outside the site's /dam/ path",
      stage({ 640: { ...rendition(640), link: 'https://cms.example/.imaging/mte/okg/640/dam/albis-stage.webp' }, 1280: rendition(1280) }),
      `${rendition(1280).link} 1280w, ${original} 1920w`,
    ],
    [
      'leaves out a link that would break the srcset',
      stage({ 640: { ...rendition(640), link: '/dam/a,b.webp' }, 800: { ...rendition(800), link: '/dam/a b.webp' } }),
      undefined,
    ],
    [
      'leaves out widths that are not whole positive numbers',
      stage({ a: { ...rendition(640), width: 640.5 }, b: { ...rendition(0), width: 0 }, c: { ...rendition(640), width: '640' } }),
      undefined,
    ],
    [
      'keeps one link per width',
      stage({ a: rendition(640), b: { ...rendition(640), link: '/dam/other-640w.webp' } }),
      `${rendition(640).link} 640w, ${original} 1920w`,
    ],
    ['reads nothing from renditions that are not objects', stage('640'), undefined],
    ['has none when the original is not under /dam/', { ...stage({ 640: rendition(640) }), '@link': 'https://cms.example/dam/albis-stage.webp' }, undefined],
  ])('%s', (_, asset, expected) => {
    expect(damSrcSet(asset)).toBe(expected)
  })

  it('keeps the intrinsic size beside the sources', () => {
    expect(imageSources(stage({ 640: rendition(640) }))).toEqual({
      src: original,
      srcSet: `${rendition(640).link} 640w, ${original} 1920w`,
      width: 1920,
      height: 800,
    })
  })
})

describe('a CMS image', () => {
  const asset = (renditions?: Asset['renditions']): Asset => ({
    '@id': 'jcr:2d14ab4f-1d79-520e-afc3-dd9318526cae',
    '@link': original,
    metadata: { fileName: 'albis-stage.webp', mimeType: 'image/webp', fileSize: 90_000, width: 1920, height: 800 },
    ...(renditions ? { renditions } : {}),
  })

  it('offers its renditions with the sizes it shows at, and keeps its width and height', () => {
    const html = renderToString(
      <CmsImage className="stage-image" asset={asset({ 640: rendition(640), 1280: rendition(1280) })} alt="" sizes={imageSizes.fullBleed} priority />,
    )
    expect(html).toContain(`srcSet="${rendition(640).link} 640w, ${rendition(1280).link} 1280w, ${original} 1920w"`)
    expect(html).toContain('sizes="100vw"')
    expect(html).toContain(`src="${original}"`)
    expect(html).toContain('width="1920"')
    expect(html).toContain('height="800"')
    expect(html).toContain('fetchPriority="high"')
  })

  it('is a plain src without renditions, as Magnolia without configured renditions answers', () => {
    const html = renderToString(<CmsImage asset={asset()} alt="A heap of granules" sizes={imageSizes.card} />)
    expect(html).not.toContain('srcSet')
    expect(html).not.toContain('sizes=')
    expect(html).toContain(`src="${original}"`)
    expect(html).toContain('alt="A heap of granules"')
    expect(html).toContain('loading="lazy"')
  })
})
