import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { stringProp } from '#app/cms/content.ts'
import { groupCompanies } from '#app/site/group-companies.ts'
import { useSite } from '#app/site/site-context.tsx'
import { useSectionTitle } from '#app/cms/page-context.ts'

/** The group's companies as tiles: each brand's mark, one line from the component (a property per brand id), its link. */
export function GroupCompanies(props: MagnoliaComponentProps) {
  const context = useSite()
  const title = useSectionTitle(stringProp(props, 'title'))
  return (
    <section className="group-companies">
      {title && <h2>{title}</h2>}
      <ul className="group-company-tiles">
        {groupCompanies(context).map((company) => (
          <li key={company.id} className="group-company-tile">
            <svg className="group-company-mark" width="40" height="40" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="6" fill={company.color} />
              <path d="M9 23l7-13 7 13z" fill="#fff" />
            </svg>
            <h3>
              <a href={company.href}>{company.name}</a>
            </h3>
            {stringProp(props, company.id) && <p>{stringProp(props, company.id)}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
