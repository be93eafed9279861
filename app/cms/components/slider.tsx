import { type KeyboardEvent, useEffect, useState, useSyncExternalStore } from 'react'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { childNodes, componentLink, isAsset, isContentNode, stringProp } from '#app/cms/content.ts'
import { CmsImage, imageSizes } from './cms-image.tsx'
import { CmsLink } from './cms-link.tsx'
import { useSite } from '#app/site/site-context.tsx'
import { m } from '#app/paraglide/messages.js'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide'
import { Icon } from '#app/ui/icon.tsx'

const rotationMs = 6000

const reducedMotion = '(prefers-reduced-motion: reduce)'

/** The visitor's motion preference; the server assumes reduced motion, so nothing moves before hydration. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(reducedMotion)
      query.addEventListener('change', onChange)
      return () => query.removeEventListener('change', onChange)
    },
    () => window.matchMedia(reducedMotion).matches,
    () => true,
  )
}

/**
 * A stage slider: it rotates every six seconds unless the visitor prefers reduced motion, pauses
 * while it has focus or the pointer, has a pause button, and works with buttons and arrow keys.
 */
export function Slider(props: MagnoliaComponentProps) {
  const { address } = useSite()
  const locale = address.lang
  const slides = (isContentNode(props['slides']) ? childNodes(props['slides']) : []).filter((slide) => isAsset(slide['image']))
  const [index, setIndex] = useState(0)
  // the visitor's own choice wins over the motion preference
  const [choice, setChoice] = useState<'auto' | 'paused' | 'playing'>('auto')
  const [held, setHeld] = useState(false) // focus or pointer inside
  const reduced = usePrefersReducedMotion()
  const playing = choice === 'playing' || (choice === 'auto' && !reduced)
  useEffect(() => {
    if (!playing || held || slides.length < 2) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % slides.length), rotationMs)
    return () => window.clearInterval(timer)
  }, [playing, held, slides.length])
  if (slides.length === 0) return null
  const go = (step: number) => setIndex((current) => (current + step + slides.length) % slides.length)
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') go(1)
    else if (event.key === 'ArrowLeft') go(-1)
  }
  const slide = slides[index]
  const image = slide?.['image']
  const link = slide ? componentLink(slide) : undefined
  const title = slide ? stringProp(slide, 'title') : undefined
  return (
    <section
      className="slider"
      aria-roledescription="carousel"
      aria-label={stringProp(props, 'title') ?? title}
      onKeyDown={onKeyDown}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false)
      }}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
    >
      <div
        className="slide"
        role="group"
        aria-roledescription="slide"
        aria-label={m.slider_position({ index: index + 1, count: slides.length }, { locale })}
        aria-live={playing && !held ? 'off' : 'polite'}
      >
        {slide && isAsset(image) && (
          <CmsImage className="slide-image" asset={image} alt={stringProp(slide, 'alt') ?? ''} sizes={imageSizes.column} priority={index === 0} />
        )}
        <div className="slide-text">
          {title && <h2>{title}</h2>}
          {slide && stringProp(slide, 'text') && <p>{stringProp(slide, 'text')}</p>}
          {link && slide && (
            <CmsLink className="button" link={link} context={title}>
              {stringProp(slide, 'linkText') ?? title}
            </CmsLink>
          )}
        </div>
      </div>
      <div className="slider-controls">
        <button
          type="button"
          className="button"
          onClick={() => setChoice(playing ? 'paused' : 'playing')}
          aria-label={playing ? m.slider_pause({}, { locale }) : m.slider_play({}, { locale })}
        >
          {playing ? <Icon icon={Pause} /> : <Icon icon={Play} />}
        </button>
        <button type="button" className="button" onClick={() => go(-1)} aria-label={m.slider_previous({}, { locale })}>
          <Icon icon={ChevronLeft} />
        </button>
        <span aria-hidden="true">
          {index + 1} / {slides.length}
        </span>
        <button type="button" className="button" onClick={() => go(1)} aria-label={m.slider_next({}, { locale })}>
          <Icon icon={ChevronRight} />
        </button>
      </div>
    </section>
  )
}
