/**
 * A catalogue's industries (`okg-lm:components/catalogue-industries`): the tiles on the industries
 * page; an industry at `industries/{id}` with its text, industry manager, product groups and first
 * products; a product group of it at `industries/{id}/{productGroupId}` with all of its products for
 * the industry. Products link to their pages in the product search.
 */
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ContactPerson } from '#app/cms/contact-person.ts'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref, splatParams } from '#app/site/page-address.ts'
import { industriesPagePath, industriesViewOf, industryPath } from '#app/site/industries-paths.ts'
import { m } from '#app/paraglide/messages.js'
import { QueryState } from '#app/ui/query-state.tsx'
import { productPath } from './catalogue-paths.ts'
import { catalogueIndustriesQuery, catalogueIndustryQuery } from './catalogue-queries.ts'
import type { CatalogueIndustryDetail } from './catalogue-industries.functions.ts'

/** Where the product search lives in every brand that sells products (the seed's pages). */
const productSearchPagePath = '/product-search'

function useHref() {
  const { address, settings } = useSite()
  return (pagePath: string) => splatParams(addressHref({ ...address, pagePath }, settings.productWord))
}

export default function CatalogueIndustries() {
  const view = industriesViewOf(useSite().address.pagePath)
  if (view.kind === 'tiles') return <Tiles />
  if (view.kind === 'not-found') return <NotFound />
  return <Detail industryId={view.industryId} productGroupId={view.kind === 'product-group' ? view.productGroupId : undefined} />
}

function Tiles() {
  const { address } = useSite()
  const locale = address.lang
  const href = useHref()
  const query = useQuery(catalogueIndustriesQuery(address.brand, locale))
  const result = query.data
  let body: ReactNode
  if (result?.status === 'ok') {
    body = (
      <ul className="industry-tiles">
        {result.industries.map((industry) => (
          <li key={industry.id}>
            <Link to="/$" params={href(industryPath(address.pagePath, industry.id))} className="industry-tile">
              {industry.image ? (
                <img
                  src={industry.image.src}
                  srcSet={industry.image.srcSet}
                  sizes="(min-width: 48rem) 20rem, 100vw"
                  alt=""
                  width={industry.image.width}
                  height={industry.image.height}
                  loading="lazy"
                />
              ) : (
                <span className="industry-tile-blank" />
              )}
              <h3>{industry.title}</h3>
              {industry.lead && <p className="industry-tile-lead">{industry.lead}</p>}
            </Link>
          </li>
        ))}
      </ul>
    )
  } else
    body = (
      <QueryState
        query={query}
        lang={locale}
        loading={m.catalogue_industries_loading({}, { locale })}
        error={<p>{m.catalogue_industries_error({}, { locale })}</p>}
      />
    )
  return (
    <section className="industries" aria-labelledby="industries-title">
      <h2 id="industries-title">{m.catalogue_industries_title({}, { locale })}</h2>
      {body}
    </section>
  )
}

function NotFound({ group = false }: { group?: boolean }) {
  const { address } = useSite()
  const locale = address.lang
  const href = useHref()
  return (
    <div className="catalogue-product">
      <h1>{group ? m.catalogue_industries_group_not_found({}, { locale }) : m.catalogue_industries_not_found({}, { locale })}</h1>
      <Link className="catalogue-back" to="/$" params={href(industriesPagePath(address.pagePath))}>
        {m.catalogue_industries_back({}, { locale })}
      </Link>
    </div>
  )
}

function Detail({ industryId, productGroupId }: { industryId: string; productGroupId: string | undefined }) {
  const { address } = useSite()
  const locale = address.lang
  const query = useQuery(catalogueIndustryQuery(address.brand, locale, industryId, productGroupId))
  const result = query.data
  if (result?.status === 'ok') return result.group ? <GroupView detail={result} group={result.group} /> : <IndustryView detail={result} />
  return (
    <QueryState
      query={query}
      lang={locale}
      loading={m.catalogue_industries_loading({}, { locale })}
      error={<p>{productGroupId === undefined ? m.catalogue_industries_industry_error({}, { locale }) : m.catalogue_industries_group_error({}, { locale })}</p>}
      notFound={<NotFound group={productGroupId !== undefined} />}
    />
  )
}

function IndustryView({ detail }: { detail: CatalogueIndustryDetail }) {
  const { address } = useSite()
  const locale = address.lang
  const href = useHref()
  const { industry, groups, products, total, contact } = detail
  return (
    <article className="catalogue-product industry" aria-labelledby="industry-name">
      <Link className="catalogue-back" to="/$" params={href(industriesPagePath(address.pagePath))}>
        {m.catalogue_industries_back({}, { locale })}
      </Link>
      <h1 id="industry-name">{industry.title}</h1>
      {industry.image && (
        <img
          className="industry-image"
          src={industry.image.src}
          srcSet={industry.image.srcSet}
          sizes="(min-width: 48rem) 30rem, 100vw"
          alt=""
          width={industry.image.width}
          height={industry.image.height}
        />
      )}
      {industry.lead && <p className="industry-lead">{industry.lead}</p>}
      {industry.description && <p>{industry.description}</p>}
      {industry.market && (
        <p>
          <Link to="/$" params={href(industry.market)}>
            {m.catalogue_industries_market({ industry: industry.title }, { locale })}
          </Link>
        </p>
      )}
      {groups.length > 0 && (
        <section aria-labelledby="industry-groups">
          <h2 id="industry-groups">{m.catalogue_industries_product_groups({}, { locale })}</h2>
          <ul className="industry-groups">
            {groups.map((group) => (
              <li key={group.id}>
                <Link to="/$" params={href(industryPath(address.pagePath, industry.id, group.id))}>
                  {group.name}
                </Link>{' '}
                <span className="catalogue-result-meta">({group.count})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {products.length > 0 && (
        <section aria-labelledby="industry-products">
          <h2 id="industry-products">{m.catalogue_industries_products({}, { locale })}</h2>
          <ProductList products={products} />
          <p>
            <Link to="/$" params={href(productSearchPagePath)} search={{ industry: industry.id }}>
              {m.catalogue_industries_all_products({ count: total, industry: industry.title }, { locale })}
            </Link>
          </p>
        </section>
      )}
      {contact && <IndustryContact person={contact} />}
    </article>
  )
}

function GroupView({ detail, group }: { detail: CatalogueIndustryDetail; group: NonNullable<CatalogueIndustryDetail['group']> }) {
  const { address } = useSite()
  const locale = address.lang
  const href = useHref()
  const { industry, products, contact } = detail
  return (
    <article className="catalogue-product industry" aria-labelledby="product-group-name">
      <Link className="catalogue-back" to="/$" params={href(industryPath(address.pagePath, industry.id))}>
        {m.catalogue_industries_back_to({ industry: industry.title }, { locale })}
      </Link>
      <h1 id="product-group-name">{m.catalogue_industries_group_title({ group: group.name, industry: industry.title }, { locale })}</h1>
      <p className="catalogue-result-meta">
        {m.catalogue_industries_group_count({ group: group.name, industry: industry.title, count: group.count }, { locale })}
      </p>
      {industry.lead && <p>{industry.lead}</p>}
      <section aria-labelledby="product-group-products">
        <h2 id="product-group-products">{m.catalogue_industries_products({}, { locale })}</h2>
        <ProductList products={products} />
      </section>
      {contact && <IndustryContact person={contact} />}
    </article>
  )
}

function ProductList({ products }: { products: CatalogueIndustryDetail['products'] }) {
  const href = useHref()
  return (
    <ul className="catalogue-brand-list">
      {products.map((product) => (
        <li key={product.id}>
          <Link to="/$" params={href(productPath(productSearchPagePath, product.id))}>
            {product.name}
          </Link>
          <span className="catalogue-result-meta"> {[product.grade, product.manufacturer].filter(Boolean).join(' · ')}</span>
        </li>
      ))}
    </ul>
  )
}

function IndustryContact({ person }: { person: ContactPerson }) {
  const locale = useSite().address.lang
  return (
    <section className="contact-section" aria-labelledby="industry-contact">
      <h2 id="industry-contact">{m.catalogue_industries_contact({}, { locale })}</h2>
      <p>
        <strong>{person.name}</strong>
        <br />
        {person.role}
        <br />
        <a href={`mailto:${person.email}`}>{person.email}</a>
        {person.phone && (
          <>
            <br />
            <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>{person.phone}</a>
          </>
        )}
      </p>
    </section>
  )
}
