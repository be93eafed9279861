import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { stringProp } from '../../cms/content.ts'
import { useSite } from '../../site/site-context.tsx'
import { useConsent } from '../consent/consent-state.ts'
import { m } from '../../paraglide/messages.js'

/** A YouTube video: nothing is requested from YouTube until the visitor consents to external media. */
export function VideoEmbed(props: MagnoliaComponentProps) {
  const { site } = useSite()
  const locale = site.lang
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
              <button type="button" className="button" onClick={() => void import('../consent/consent.ts').then((c) => c.acceptMedia(locale))}>
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

/** Lets the visitor change their cookie choice at any time. */
export function ConsentReset() {
  const { site } = useSite()
  return (
    <p className="consent-reset">
      <button type="button" className="button" onClick={() => void import('../consent/consent.ts').then((c) => c.showConsentPreferences(site.lang))}>
        {m.consent_reset({}, { locale: site.lang })}
      </button>
    </p>
  )
}
