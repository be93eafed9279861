/**
 * The contact finder (docs/contracts.md, "Search params": `country`, `zip`): a GET form named by
 * its URL params that works without script; with script it updates the URL (pushed, so Back
 * returns to the previous question) and the answer without a reload. The responsible person shows
 * with role, `tel:` and `mailto:` links and the contact actions the shell hands in (`actions`: "send
 * a message" and "request a callback", which open the contact dialogs); nobody responsible shows
 * the spec's message; a failing upstream, or a failed call, shows the retry notice under the form.
 * The countries are a query of their own (`countriesQuery`, the contact form's too): a failed
 * question keeps them, and a list that could not be loaded says so with its own retry (ADR 055).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { ContactActions, ContactPerson, ContactReference } from '#app/cms/contact-person.ts'
import { countriesQuery } from '#app/cms/countries-queries.ts'
import { CmsImage, imageSizes } from '#app/cms/components/cms-image.tsx'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { useViewLocation } from '#app/site/view-location.ts'
import { QueryState } from '#app/ui/query-state.tsx'
import { type ContactFinderParams, contactFinderView, isQuestion, parseContactFinderParams } from './contact-finder-params.ts'
import { viewLinkSearch } from '#app/site/view-links.ts'
import { contactFinderQuery } from './contact-finder-queries.ts'

/** The contact page, a file route whose search params are the finder's, typed. */
const contactRoute = '/{-$prefix}/{-$lang}/contact/'

export default function ContactFinder({ actions }: { actions: ContactActions }) {
  const { address } = useSite()
  const locale = address.lang
  const id = useId()
  const { params, segments, search } = useViewLocation(contactRoute, parseContactFinderParams)
  const navigate = useNavigate()
  const query = useQuery({ ...contactFinderQuery(locale, params), placeholderData: keepPreviousData })
  const countries = useQuery(countriesQuery(locale))

  // the fields follow the URL (Back, a link) and keep what the visitor is typing
  const [fields, setFields] = useState(params)
  const [shown, setShown] = useState(params)
  if (shown.country !== params.country || shown.zip !== params.zip) {
    setShown(params)
    setFields(params)
  }
  const ask = (next: ContactFinderParams) => {
    const asked = parseContactFinderParams(next)
    const target = segments
      ? ({ to: '/{-$prefix}/{-$lang}/contact', params: segments, search: contactFinderView.own(asked) } as const)
      : ({ to: '.', search: viewLinkSearch(contactFinderView, search, asked) } as const)
    void navigate({ ...target, resetScroll: false })
  }
  // the URL's other params (campaign params) ride along in a submission without script
  const kept = Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !(entry[0] in contactFinderView.own(params)))

  const result = query.data
  return (
    <section className="contact-finder" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{m.contact_finder_title({}, { locale })}</h2>
      <form
        className="contact-finder-form filter-panel"
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          ask(fields)
        }}
      >
        {kept.map(([name, text]) => (
          <input key={name} type="hidden" name={name} value={text} />
        ))}
        <label>
          <span>{m.field_country({}, { locale })}</span>
          <select name="country" value={fields.country} onChange={(event) => setFields({ ...fields, country: event.currentTarget.value })}>
            <option value="">{m.field_choose({}, { locale })}</option>
            {countries.data?.status === 'ok' &&
              countries.data.countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
          </select>
        </label>
        <label>
          <span>{m.field_zip({}, { locale })}</span>
          <input
            name="zip"
            autoComplete="postal-code"
            maxLength={10}
            value={fields.zip}
            onChange={(event) => setFields({ ...fields, zip: event.currentTarget.value })}
          />
        </label>
        <button type="submit" className="button">
          {m.contact_finder_submit({}, { locale })}
        </button>
      </form>
      <div aria-live="polite">
        {countries.data?.status !== 'ok' && <QueryState query={countries} lang={locale} error={<p>{m.contact_finder_countries_error({}, { locale })}</p>} />}
        {result?.status !== 'ok' && <QueryState query={query} lang={locale} error={<p>{m.contact_finder_error({}, { locale })}</p>} />}
        {result?.status === 'ok' && isQuestion(params) && result.answer?.kind === 'found' && (
          <PersonCard person={result.answer.person} reference={params} actions={actions} />
        )}
        {result?.status === 'ok' && isQuestion(params) && result.answer?.kind === 'not-found' && (
          <p className="notice">{m.contact_finder_not_found({}, { locale })}</p>
        )}
      </div>
    </section>
  )
}

function PersonCard({ person, reference, actions: Actions }: { person: ContactPerson; reference: ContactReference; actions: ContactActions }) {
  const locale = useSite().address.lang
  return (
    <article className="contact-person">
      {person.photo && <CmsImage className="contact-image contact-person-photo" asset={person.photo} alt="" sizes={imageSizes.portrait} />}
      <h3>{person.name}</h3>
      <p>{person.role}</p>
      <p>
        {m.field_phone({}, { locale })}: <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>{person.phone}</a>
      </p>
      <p>
        {m.field_email({}, { locale })}: <a href={`mailto:${person.email}`}>{person.email}</a>
      </p>
      <Actions person={person} reference={reference} />
    </article>
  )
}
