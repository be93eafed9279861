/**
 * The views' file routes type their links (ADR 046): `npm run typecheck` fails on a link with a param
 * the view does not have, or a value of the wrong type. Each `@ts-expect-error` below fails the
 * typecheck once the line under it compiles.
 */
import { Link } from '@tanstack/react-router'

export const board = <Link to="/{-$prefix}/{-$lang}/career/jobs" params={{ lang: 'en' }} search={{ keyword: 'sales', level: 'graduate', page: 2 }} />

export const unknownParam = (
  // @ts-expect-error the job board has no `salary` param
  <Link to="/{-$prefix}/{-$lang}/career/jobs" params={{ lang: 'en' }} search={{ keyword: 'sales', salary: 'high' }} />
)

export const wrongType = (
  // @ts-expect-error `page` is a number
  <Link to="/{-$prefix}/{-$lang}/career/jobs" params={{ lang: 'en' }} search={{ page: 'two' }} />
)

export const searchType = (
  // @ts-expect-error the site search has no type `jobs`
  <Link to="/{-$prefix}/{-$lang}/search" params={{ lang: 'en' }} search={{ q: 'polymer', type: 'jobs' }} />
)

export const finder = (
  <Link to="/{-$prefix}/{-$lang}/htf-products" params={{ prefix: 'htf', lang: 'en' }} search={{ tmin: -20, use: 'cooling,food-grade', sort: 'lowest' }} />
)

export const finderTemperature = (
  // @ts-expect-error `tmin` is whole degrees, a number
  <Link to="/{-$prefix}/{-$lang}/htf-products" params={{ prefix: 'htf', lang: 'en' }} search={{ tmin: 'abc' }} />
)

export const fluid = <Link to="/{-$prefix}/{-$lang}/htf-products/$id" params={{ prefix: 'htf', lang: 'en', id: 'thermofluid-fg-250' }} />

export const productSearch = (
  <Link
    to="/{-$prefix}/{-$lang}/product-search"
    params={{ lang: 'en' }}
    search={{ q: 'polyamide', region: 'DE', industry: 'automotive,electronics', page: 2 }}
  />
)

export const productRegion = (
  // @ts-expect-error `region` is one of the catalogue's regions
  <Link to="/{-$prefix}/{-$lang}/product-search" params={{ lang: 'en' }} search={{ region: 'Mars' }} />
)

export const product = <Link to="/{-$prefix}/{-$lang}/products-brands/$id" params={{ lang: 'de', id: 'alcom-pa6' }} />
