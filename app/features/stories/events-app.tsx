/**
 * Events (`okg-lm:components/events`): upcoming events soonest first, past events behind a
 * disclosure, filtered by the URL's `year` and `topic`. Each event has "Add to calendar": an
 * `.ics` file from the server, and Google and Outlook links.
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { useNavigate } from '@tanstack/react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Language } from '#config/languages.ts'
import { stringProp } from '#app/cms/content.ts'
import { useSite } from '#app/site/site-context.tsx'
import { m } from '#app/paraglide/messages.js'
import { QueryState } from '#app/ui/query-state.tsx'
import type { ListedEvent } from './stories.functions.ts'
import { parseStoryListParams, storyListView } from './story-list-params.ts'
import { storyListLinkSearch } from './story-list-links.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'
import { useViewLocation } from '#app/site/view-location.ts'
import { eventIcsPath, googleCalendarUrl, outlookCalendarUrl } from './story-rules.ts'
import { eventsQuery } from './stories-queries.ts'
import { StoryFilters } from './story-filters.tsx'
import { Download, ExternalLink } from 'lucide'
import { Icon } from '#app/ui/icon.tsx'

/** The events' own page, a file route whose search params are the list's, typed. */
const eventsRoute = '/{-$prefix}/{-$lang}/info-center/events'

export default function EventsApp(props: MagnoliaComponentProps) {
  const { address } = useSite()
  const locale = address.lang
  const { params, segments, search } = useViewLocation(eventsRoute, parseStoryListParams)
  const navigate = useNavigate()
  const query = useQuery({ ...eventsQuery(address.brand, address.lang, params), placeholderData: keepPreviousData })
  const view = query.data
  const title = stringProp(props, 'title')
  if (view?.status !== 'ok') {
    return <QueryState query={query} lang={locale} loading={m.stories_loading({}, { locale })} error={<p>{m.events_error({}, { locale })}</p>} />
  }
  const card = (event: ListedEvent) => <EventCard key={event.id} event={event} lang={locale} />
  return (
    <section className="events" aria-labelledby={title ? 'events-title' : undefined} aria-label={title ? undefined : m.events_filters({}, { locale })}>
      {title && <h2 id="events-title">{title}</h2>}
      <StoryFilters
        id="events"
        label={m.events_filters({}, { locale })}
        lang={locale}
        years={view.years}
        topics={view.topics}
        value={view.params}
        keep={search}
        onChange={(choice) => {
          const chosen = { ...choice, pages: 1 }
          const target = segments
            ? ({ to: eventsRoute, params: segments, search: storyListLinkSearch(chosen) } as const)
            : ({ to: '.', search: viewLinkSearch(storyListView, search, chosen) } as const)
          void navigate({ ...target, resetScroll: false })
        }}
      />
      <h3>{m.events_upcoming({}, { locale })}</h3>
      {view.upcoming.length === 0 ? (
        <p role="status">{m.events_none({}, { locale })}</p>
      ) : (
        <ul className="event-list" aria-busy={query.isPlaceholderData}>
          {view.upcoming.map(card)}
        </ul>
      )}
      {view.past.length > 0 && (
        <details className="events-past">
          <summary>{m.events_past({ count: view.past.length }, { locale })}</summary>
          <ul className="event-list">{view.past.map(card)}</ul>
        </details>
      )}
    </section>
  )
}

function EventCard({ event, lang: locale }: { event: ListedEvent; lang: Language }) {
  const { address } = useSite()
  return (
    <li className="event-card">
      <h4 className="event-title">{event.title}</h4>
      <p className="event-when">
        <time dateTime={event.start}>{event.when}</time>
      </p>
      <p className="event-where">
        <span className="event-mode">{event.online ? m.events_online({}, { locale }) : m.events_on_site({}, { locale })}</span>
        {!event.online && event.location && <span className="event-location">{event.location}</span>}
      </p>
      {event.description && <p className="event-description">{event.description}</p>}
      <div className="event-actions">
        {event.link && (
          <a href={event.link} target="_blank" rel="noopener noreferrer">
            {m.events_website({}, { locale })}
            <Icon icon={ExternalLink} />
            <span className="visually-hidden">: {event.title}</span>
          </a>
        )}
        <span className="event-calendar" role="group" aria-label={`${m.events_add_to_calendar({}, { locale })}: ${event.title}`}>
          <span aria-hidden="true">{m.events_add_to_calendar({}, { locale })}:</span>
          <a href={eventIcsPath(address.brand, address.lang, event.id)} download={`${event.name}.ics`}>
            <Icon icon={Download} />
            {m.events_ics({}, { locale })}
          </a>
          <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
            {m.events_google({}, { locale })}
            <Icon icon={ExternalLink} />
          </a>
          <a href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
            {m.events_outlook({}, { locale })}
            <Icon icon={ExternalLink} />
          </a>
        </span>
      </div>
    </li>
  )
}
