import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { childNodes, isAsset, isContentNode, stringProp } from '#app/cms/content.ts'
import { formatFileSize } from '#app/site/file-size.ts'
import { formatCalendarDay } from '#app/site/day-format.ts'
import { useSite } from '#app/site/site-context.tsx'
import { m } from '#app/paraglide/messages.js'
import { useSectionTitle } from '#app/cms/page-context.ts'
import { FileDown } from 'lucide'
import { Icon } from '#app/ui/icon.tsx'

/** A list of files: each entry's title (else its asset's), type, size and date, a download link. */
export function Downloads(props: MagnoliaComponentProps) {
  const { address } = useSite()
  const title = useSectionTitle(stringProp(props, 'title'))
  const files = isContentNode(props['files']) ? childNodes(props['files']) : []
  return (
    <section className="downloads">
      {title && <h2>{title}</h2>}
      <ul>
        {files.map((file) => {
          const asset = file['asset']
          if (!isAsset(asset)) return null
          const fileTitle = stringProp(file, 'title') ?? asset.metadata.title ?? asset.metadata.fileName
          const type = (asset.metadata.fileName.split('.').pop() ?? '').toUpperCase()
          const size = formatFileSize(asset.metadata.fileSize)
          const day = asset.metadata.lastModified
          return (
            <li key={file['@id']}>
              <Icon icon={FileDown} className="download-icon" />
              <a href={asset['@link']} download aria-label={m.download_file({ title: fileTitle, type, size }, { locale: address.lang })}>
                {fileTitle}
              </a>{' '}
              <span className="download-meta">
                {type}, {size}
                {day && (
                  <>
                    , <time dateTime={day}>{formatCalendarDay(day, address.lang)}</time>
                  </>
                )}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
