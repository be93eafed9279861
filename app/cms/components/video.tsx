import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { stringProp } from '#app/cms/content.ts'
import { useSite } from '#app/site/site-context.tsx'
import { loadConsentManager, useConsent } from '#app/ui/consent/consent-state.ts'
import { m } from '#app/paraglide/messages.js'

/** A YouTube video: nothing is requested from YouTube until the visitor consents to external media. */
export function VideoEmbed(props: MagnoliaComponentProps) {
  const { address } = useSite()
  const locale = address.lang
  const consent = useConsent()
  const id = stringProp(props, 'youtubeId')
  if (!id || !/^[\w-]{6,20}$/.test(id)) return null
  const title = stringProp(props, 'title') ?? ''
  const caption = stringProp(props, 'caption')
  return (
    <figure className="video">
      <div className="video-frame">
        {consent.media ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${id}`}
            title={title}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            loading="lazy"
          />
        ) : (
          <div className="video-consent">
            <p className="video-title">{title}</p>
            <p>{m.video_consent({}, { locale })}</p>
            <p>
              <button type="button" className="button" onClick={() => void loadConsentManager().then((consent) => consent.acceptMedia(locale))}>
                {m.video_allow({}, { locale })}
              </button>{' '}
              <a href={`https://www.youtube.com/watch?v=${id}`} target="_blank" rel="noopener noreferrer">
                {m.video_on_youtube({}, { locale })}
              </a>
            </p>
          </div>
        )}
      </div>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  )
}
