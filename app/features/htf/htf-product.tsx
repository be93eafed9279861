/** A fluid's product data at `/htf-products/{id}`: every field with units, its bar on the finder's axis, the data sheet and the call to action. */
import { Link, type LinkComponentProps, useParams } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { SizedImage, imageSizes } from '#app/cms/components/cms-image.tsx'
import { useSite } from '#app/site/site-context.tsx'
import { addressHref, siteParams, splatParams } from '#app/site/page-address.ts'
import { formatFileSize } from '#app/site/file-size.ts'
import { m } from '#app/paraglide/messages.js'
import { QueryState } from '#app/ui/query-state.tsx'
import { propertyRows } from './htf-labels.ts'
import { htfFinderPath } from './htf-paths.ts'
import { htfCatalogueQuery, htfProductQuery } from './htf-queries.ts'
import { RangeChart } from './htf-range-chart.tsx'
import { NotSpecified } from './not-specified.tsx'

export default function HtfProduct({ id }: { id: string }) {
  const { address, settings } = useSite()
  const locale = address.lang
  const query = useQuery(htfProductQuery(locale, id))
  const catalogue = useQuery(htfCatalogueQuery(locale)).data
  // on its typed route the fluid links to the finder's typed route; on a page an editor placed the finder on, to the finder's path
  const onOwnRoute = useParams({ from: '/{-$prefix}/{-$lang}/htf-products/$id', shouldThrow: false }) !== undefined
  const finderLink: LinkComponentProps = onOwnRoute
    ? { to: '/{-$prefix}/{-$lang}/htf-products', params: siteParams(address, settings.productWord) }
    : { to: '/$', params: splatParams(addressHref({ ...address, pagePath: htfFinderPath(address.pagePath) }, settings.productWord)) }
  const back = (
    <Link className="htf-back" {...finderLink}>
      {m.htf_back_to_finder({}, { locale })}
    </Link>
  )
  const result = query.data
  if (result?.status !== 'ok') {
    return (
      <QueryState
        query={query}
        lang={locale}
        loading={m.htf_loading({}, { locale })}
        error={<h1>{m.htf_product_error({}, { locale })}</h1>}
        notFound={
          <div className="htf-product">
            <h1>{m.htf_product_not_found({}, { locale })}</h1>
            {back}
          </div>
        }
      />
    )
  }
  const { fluid } = result
  const bounds = catalogue?.status === 'ok' ? catalogue.catalogue.bounds : fluid.range
  return (
    <article className="htf-product">
      {back}
      <h1>{fluid.name}</h1>
      {fluid.image && <SizedImage className="htf-product-image" image={fluid.image} alt="" sizes={imageSizes.product} priority />}
      {fluid.chemistry && <p className="htf-chemistry">{fluid.chemistry}</p>}
      {fluid.description && <p>{fluid.description}</p>}
      <RangeChart fluids={[fluid]} bounds={bounds} locale={locale} />
      <h2 id="htf-product-data">{m.htf_product_data({}, { locale })}</h2>
      <table className="htf-data" aria-labelledby="htf-product-data">
        <tbody>
          {propertyRows(fluid, locale).map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.value ?? <NotSpecified locale={locale} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {fluid.dataSheet && (
        <p>
          <a className="button" href={fluid.dataSheet.href} download={fluid.dataSheet.fileName}>
            {m.htf_data_sheet({ size: formatFileSize(fluid.dataSheet.fileSize) }, { locale })}
          </a>
        </p>
      )}
    </article>
  )
}
