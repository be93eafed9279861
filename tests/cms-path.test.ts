import { describe, expect, it } from 'vitest'
import { appDetailPath, appPagePath, cutBackCmsPath, detailSegment, isSafePagePath, needsPageMetadata } from '#app/site/cms-path.ts'

describe('cutBackCmsPath (docs/contracts.md, "Paths cut back to a fixed prefix")', () => {
  it.each([
    // every prefix, with detail data after it
    ['/product-search/PA6-GF30', '/product-search/'],
    ['/products-overview/4711', '/products-overview/'],
    ['/products-brands/alcom/123', '/products-brands/'],
    ['/info-center/press/2024', '/info-center/press/'],
    ['/info-center/press~new-plant~s=8f2a~', '/info-center/press/'],
    ['/info-center/blog~recycling-today~s=77ab~', '/info-center/blog/'],
    ['/htf-products/therm-500', '/htf-products/'],
    ['/product/pa66', '/product/'],
    ['/career/graduate/123', '/career/graduate/'],
    ['/career/student/123', '/career/student/'],
    ['/career/students/123', '/career/students/'],
    ['/career/professional/123', '/career/professional/'],
    ['/career/job-starter/123', '/career/job-starter/'],
    ['/orders/4500012345', '/orders/'],
    ['/playground/42', '/playground/'],
    ['/career/job/123', '/career/job/'],
    ['/career/job-cf/123', '/career/job-cf/'],
    ['/about/career/job/123', '/about/career/job/'],
    ['/job/123', '/job/'],
    // exceptions
    ['/industries/automotive', '/industries/'],
    ['/industries/automotive/pa6', '/industries/'],
    ['/industries/scientific-instruments', '/industries/scientific-instruments/'],
    ['/industries/acme-specialty-fluids', '/industries/acme-specialty-fluids/'],
    ['/career/jobs', '/career/jobs/'],
    ['/career/jobs/123', '/career/jobs/123/'],
    ['/about/career/jobs', '/about/career/jobs/'],
    ['/about/career/jobs/job/5', '/about/career/jobs/job/5/'],
    ['/job/career/jobs', '/job/career/jobs/'],
    ['/career/jobs/product/x', '/career/jobs/product/x/'],
    // the earliest match wins, whichever prefix the table lists first
    ['/press/product/x', '/press/'],
    ['/product/press/x', '/product/'],
    ['/industries/product/x', '/industries/'],
    ['/product/industries/x', '/product/'],
    ['/info-center/blog~a~s=1~/product/x', '/info-center/blog/'],
    ['/product/x/blog~a~s=1~', '/product/'],
    ['/markets/medical/case-study~a~s=1~/product/x', '/markets/medical/'],
    // a story or case study at the start
    ['/press~a~s=1~', '/press/'],
    ['/case-study~a~s=1~', '/case-study~a~s=1~/'],
    // whole segments only: these are ordinary pages
    ['/products/brochures', '/products/brochures/'],
    ['/pressroom/contacts', '/pressroom/contacts/'],
    ['/jobs-and-careers', '/jobs-and-careers/'],
    ['/', '/'],
    ['/about', '/about/'],
    ['/services/quality-management', '/services/quality-management/'],
  ])('%s -> %s', (pagePath, cmsPath) => {
    expect(cutBackCmsPath(pagePath)).toBe(cmsPath)
  })
})

describe('needsPageMetadata (docs/contracts.md, "Detail paths that need page metadata")', () => {
  it.each([
    ['/product-search/123', true],
    ['/products-overview/123', true],
    ['/products-brands/123', true],
    ['/info-center/press~new-plant~s=8f2a~', true],
    ['/info-center/blog~title~s=1~', true],
    ['/htf-products/therm-500', true],
    ['/career/graduate/1', true],
    ['/career/student/1', true],
    ['/career/professional/1', true],
    ['/career/job-starter/1', true],
    ['/orders/4500012345', true],
    ['/playground/1', true],
    ['/industries/automotive', true],
    ['/industries/scientific-instruments', true],
    ['/industries/acme-specialty-fluids', true],
    ['/career/jobs/1', true],
    ['/career/job/1', true],
    ['/career/job-cf/1', true],
    ['/about/career/job/1', true],
    ['/job/1', true],
    // the list pages themselves carry their own title
    ['/product-search', false],
    ['/industries', false],
    ['/career/jobs', false],
    ['/info-center/press', false],
    ['/about', false],
    ['/', false],
    // a story segment names a story after its kind
    ['/info-center/press~', false],
    ['/info-center/xpress~a~s=1~', false],
    ['/markets/medical/case-study~a~s=1~', true],
  ])('%s -> %s', (pagePath, expected) => {
    expect(needsPageMetadata(pagePath)).toBe(expected)
  })
})

describe('appPagePath and appDetailPath', () => {
  it.each([
    ['/product-search', '/product-search', '/product-search/x'],
    ['/product-search/pa6', '/product-search', '/product-search/x'],
    ['/en-only/products-overview/pa6/more', '/en-only/products-overview', '/en-only/products-overview/x'],
    ['/about', '/about', '/about/x'],
  ])('%s: page %s, detail %s', (pagePath, page, detail) => {
    expect(appPagePath(pagePath)).toBe(page)
    expect(appDetailPath(pagePath, 'x')).toBe(detail)
  })

  it('the home page is its own page', () => {
    expect(appPagePath('/')).toBe('/')
  })
})

describe('isSafePagePath', () => {
  it.each([
    ['/about', true],
    ['/info-center/press~new-plant~s=8f2a~', true],
    ['/über-uns', true],
    ['/关于我们', true],
    ['/', true],
    ['/../etc/passwd', false],
    ['/a/./b', false],
    ['/a\u0000b', false],
    ['/a\nb', false],
    ['/a%2Fb', false],
    ['/a b', false],
    [`/${'x'.repeat(201)}`, false],
    ['/a/b/c/d/e/f/g/h/i/j/k/l/m', false],
    ['/a/b/c/d/e/f/g/h/i/j/k/l', true],
    ['/<script>', false],
  ])('%j -> %s', (pagePath, expected) => {
    expect(isSafePagePath(pagePath)).toBe(expected)
  })
})

describe('detailSegment', () => {
  it.each([
    ['/career/job/1003', '1003'],
    ['/career/job/1003/extra', '1003'],
    ['/info-center/press~a~s=1~', undefined],
    ['/career/job', undefined],
    ['/about', undefined],
  ])('%s -> %j', (pagePath, detail) => {
    expect(detailSegment(pagePath)).toBe(detail)
  })
})
