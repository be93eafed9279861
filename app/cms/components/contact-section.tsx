/**
 * A contact section: the contact person it names (`contact`, a path in Magnolia's contacts,
 * loaded by `loadContactSections` for the server HTML) with portrait, role, e-mail and phone, and
 * the contact actions the shell hands in (`actions`: the contact dialogs).
 */
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { useQuery } from '@tanstack/react-query'
import { stringProp } from '#app/cms/content.ts'
import { type ContactActions, contactPathOf } from '#app/cms/contact-person.ts'
import { contactPersonQuery } from '#app/cms/contact-queries.ts'
import { m } from '#app/paraglide/messages.js'
import { useSite } from '#app/site/site-context.tsx'
import { QueryState } from '#app/ui/query-state.tsx'
import { CmsImage, imageSizes } from './cms-image.tsx'
import { useSectionTitle } from '#app/cms/page-context.ts'

export function ContactSection({ actions: Actions, ...props }: MagnoliaComponentProps & { actions: ContactActions }) {
  const locale = useSite().address.lang
  const title = useSectionTitle(stringProp(props, 'title'))
  const path = contactPathOf(props) ?? ''
  const query = useQuery({ ...contactPersonQuery(locale, path), enabled: path !== '' })
  const result = query.data
  return (
    <section className="contact-section">
      {title && <h2>{title}</h2>}
      {/* a path that names nobody shows no one */}
      {result?.status !== 'ok' && <QueryState query={query} lang={locale} notFound={null} error={<p>{m.contact_finder_error({}, { locale })}</p>} />}
      {result?.status === 'ok' && (
        <div className="contact-card">
          {result.person.photo && <CmsImage className="contact-image" asset={result.person.photo} alt="" sizes={imageSizes.portrait} />}
          <div>
            <p>
              <strong>{result.person.name}</strong>
              <br />
              {result.person.role}
              <br />
              <a href={`mailto:${result.person.email}`}>{result.person.email}</a>
              {result.person.phone && (
                <>
                  <br />
                  <a href={`tel:${result.person.phone.replace(/[^\d+]/g, '')}`}>{result.person.phone}</a>
                </>
              )}
            </p>
            <Actions person={result.person} reference={{ path }} />
          </div>
        </div>
      )}
    </section>
  )
}
