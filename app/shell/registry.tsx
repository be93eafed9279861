/**
 * The one registry from Magnolia template id to what renders it. Content components are
 * isolated (a component that throws renders nothing); unknown ids render an empty block.
 */
import type { ComponentType } from 'react'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { isolate } from '#app/cms/isolate.tsx'
import { HomeTemplate } from '#app/cms/templates/home.tsx'
import { BasicTemplate } from '#app/cms/templates/basic.tsx'
import { DetailTemplate } from '#app/cms/templates/detail.tsx'
import { BrandTemplate } from '#app/cms/templates/brand.tsx'
import { Stage } from '#app/cms/components/stage.tsx'
import { Text } from '#app/cms/components/text.tsx'
import { Teaser } from '#app/cms/components/teaser.tsx'
import { Image } from '#app/cms/components/image.tsx'
import { Downloads } from '#app/cms/components/downloads.tsx'
import { Faq } from '#app/cms/components/faq.tsx'
import { Facts } from '#app/cms/components/facts.tsx'
import { SocialLinks } from '#app/cms/components/social-links.tsx'
import type { AppHead, AppLoaderContext } from '#app/cms/app-loader.ts'
import type { ComponentRegistry, RegistryEntry } from '#app/cms/component-registry.ts'
import { preloadable } from '#app/ui/preloadable.tsx'
import { detailSegment } from '#app/site/cms-path.ts'
import { useSite } from '#app/site/site-context.tsx'
import { type ContactActions, contactFinderTemplate, contactSectionTemplate } from '#app/cms/contact-person.ts'
import searchCss from '#app/features/search/search.css?url'
import jobsCss from '#app/features/jobs/jobs.css?url'
import htfCss from '#app/features/htf/htf.css?url'
import storiesCss from '#app/features/stories/stories.css?url'
import formsCss from '#app/features/forms/forms.css?url'
import contactFinderCss from '#app/features/contact-finder/contact-finder.css?url'
import catalogueCss from '#app/features/catalogue/catalogue.css?url'
import industriesCss from '#app/features/industries/industries.css?url'
import distributorsCss from '#app/features/distributors/distributors.css?url'
import clientAreaCss from '#app/features/client-area/client-area.css?url'

/**
 * A part whose code loads only with the pages that hold it (apps, rare templates and components);
 * the page loader loads it before the page renders, so the server HTML holds it whole.
 */
const onDemand = (name: string, load: () => Promise<ComponentType<MagnoliaComponentProps>>) => isolate(preloadable(load, name), name)

/**
 * A part that shows contact persons, handed the forms' contact actions (the buttons that open the
 * contact dialogs): features do not import each other, the shell puts them together.
 */
const withContactActions = (name: string, load: () => Promise<ComponentType<MagnoliaComponentProps & { actions: ContactActions }>>) =>
  onDemand(name, async () => {
    const [Shows, ContactActions] = await Promise.all([load(), import('#app/features/forms/contact-actions.tsx').then((module) => module.ContactActions)])
    return function WithContactActions(props: MagnoliaComponentProps) {
      return <Shows {...props} actions={ContactActions} />
    }
  })

/**
 * An app's loader whose code loads on demand: the server and a deep link load it with the page;
 * `preload` lets a page that already shows the app fetch it ahead, so its first in-page change does not wait for it.
 */
const appLoader = <Module,>(
  load: () => Promise<Module>,
  run: (module: Module, context: AppLoaderContext) => Promise<AppHead | void>,
): NonNullable<RegistryEntry['loader']> => Object.assign((context: AppLoaderContext) => load().then((module) => run(module, context)), { preload: load })

/** The catalogue, whose product pages offer the forms' "request this product" (the shell puts them together, like the contact actions). */
const CatalogueApp = onDemand('ProductSearch', async () => {
  const [Catalogue, ProductRequestAction] = await Promise.all([
    import('#app/features/catalogue/catalogue-app.tsx').then((module) => module.default),
    import('#app/features/forms/product-request-action.tsx').then((module) => module.ProductRequestAction),
  ])
  return function CatalogueWithProductRequest(props: MagnoliaComponentProps) {
    return <Catalogue {...props} requestAction={ProductRequestAction} />
  }
})

/** The product request form, filled in with the product its page's `product` param names (the catalogue resolves it). */
const ProductRequestForm = onDemand('ProductRequestForm', async () => {
  const [Form, useRequestedProduct] = await Promise.all([
    import('#app/features/forms/product-request-form.tsx').then((module) => module.default),
    import('#app/features/catalogue/requested-product.ts').then((module) => module.useRequestedProduct),
  ])
  return function ProductRequestFormWithProduct(props: MagnoliaComponentProps) {
    return <Form {...props} requested={useRequestedProduct()} />
  }
})

const ReloadTemplate = onDemand('ReloadTemplate', () => import('#app/cms/templates/reload.tsx').then((module) => module.default))
const RedirectTemplate = onDemand('RedirectTemplate', () => import('#app/cms/templates/redirect.tsx').then((module) => module.default))
const jobPart = (
  name: 'JobDynamicContent' | 'JobBenefits' | 'JobApplicationInfo' | 'JobContact' | 'JobImagesSlider' | 'JobAdditionalJobs' | 'JobCtas' | 'JobFloatingApply',
) => onDemand(name, () => import('#app/features/jobs/job-page.tsx').then((module) => module.jobParts[name]))
const loadJobs = () => import('#app/features/jobs/jobs-loaders.ts')
const loadStories = () => import('#app/features/stories/stories-loaders.ts')
const loadSearchApp = appLoader(
  () => import('#app/features/search/search-loader.ts'),
  (app, context) => app.loadSearchApp(context),
)
const HtfCtaForm = onDemand('HtfCtaForm', () => import('#app/features/forms/htf-cta-form.tsx').then((module) => module.default))
/** The HTF call-to-action mail sits on the finder's page in the CMS and shows under a fluid's data only: the finder pays nothing for it. */
function HtfCtaOnFluidPages(props: MagnoliaComponentProps) {
  return detailSegment(useSite().address.pagePath) === undefined ? null : <HtfCtaForm {...props} />
}
HtfCtaOnFluidPages.preload = HtfCtaForm.preload
const loadHtfProducts = appLoader(
  () => import('#app/features/htf/htf-loaders.ts'),
  (app, context) => app.loadHtfProducts(context),
)
const loadCatalogueApps = () => import('#app/features/catalogue/catalogue-loaders.ts')
const loadCatalogue = appLoader(loadCatalogueApps, (app, context) => app.loadCatalogue(context))

/** The catalogue's industries and the chemicals unit's draw their tiles, products and facts alike: both sheets, the catalogue's first. */
const catalogueIndustriesCss = [catalogueCss, industriesCss]

export const registry = {
  'okg-lm:pages/home': { component: HomeTemplate },
  'okg-lm:pages/basic': { component: BasicTemplate },
  'okg-lm:pages/detail': { component: DetailTemplate },
  'okg-lm:pages/redirect': { component: RedirectTemplate },
  'okg-lm:pages/search': { component: ReloadTemplate },
  'okg-lm:pages/main': { component: ReloadTemplate },
  'okg-lm:pages/mocom': { component: BrandTemplate },
  'okg-lm:pages/ceramics': { component: BrandTemplate },
  'okg-lm:pages/group': { component: BrandTemplate },
  'okg-lm:pages/high-temperature': { component: BrandTemplate },
  'okg-lm:pages/wipag': { component: BrandTemplate },
  'okg-lm:pages/one-pager': { component: BrandTemplate },
  'okg-lm:pages/chemie': { component: BrandTemplate },
  'okg-lm:pages/okg-nb': { component: BrandTemplate },
  'okg-lm:components/stage': { component: isolate(Stage) },
  'okg-lm:components/text': { component: isolate(Text) },
  'okg-lm:components/teaser': { component: isolate(Teaser) },
  'okg-lm:components/image': { component: isolate(Image) },
  'okg-lm:components/downloads': { component: isolate(Downloads) },
  'okg-lm:components/faq': { component: isolate(Faq) },
  'okg-lm:components/facts': { component: isolate(Facts) },
  // in every brand's footer, so not loaded on demand
  'okg-lm:components/social-links': { component: isolate(SocialLinks) },
  [contactSectionTemplate]: {
    component: withContactActions('ContactSection', () => import('#app/cms/components/contact-section.tsx').then((module) => module.ContactSection)),
    loader: appLoader(
      () => import('#app/cms/contact-queries.ts'),
      (contacts, context) => contacts.loadContactSections(context),
    ),
  },
  'okg-lm:components/group-companies': {
    component: onDemand('GroupCompanies', () => import('#app/cms/components/group-companies.tsx').then((module) => module.GroupCompanies)),
  },
  'okg-lm:components/location-section': {
    component: onDemand('LocationSection', () => import('#app/cms/components/location-section.tsx').then((module) => module.LocationSection)),
  },
  'okg-lm:components/slider': { component: onDemand('Slider', () => import('#app/cms/components/slider.tsx').then((module) => module.Slider)) },
  'okg-lm:components/video': {
    component: onDemand('VideoEmbed', () => import('#app/cms/components/video.tsx').then((module) => module.VideoEmbed)),
    consent: 'media',
  },
  'okg-lm:components/consent-reset': {
    component: onDemand('ConsentReset', () => import('#app/cms/components/consent-reset.tsx').then((module) => module.ConsentReset)),
  },
  'okg-lm:components/news': {
    component: onDemand('News', () => import('#app/features/stories/news.tsx').then((module) => module.default)),
    loader: appLoader(loadStories, (stories, context) => stories.loadNews(context)),
  },
  'okg-lm:components/stories': {
    stylesheets: [storiesCss],
    component: onDemand('StoriesApp', () => import('#app/features/stories/stories-app.tsx').then((module) => module.default)),
    loader: appLoader(loadStories, (stories, context) => stories.loadStories(context)),
  },
  'okg-lm:components/events': {
    stylesheets: [storiesCss],
    component: onDemand('EventsApp', () => import('#app/features/stories/events-app.tsx').then((module) => module.default)),
    loader: appLoader(loadStories, (stories, context) => stories.loadEvents(context)),
  },
  'okg-lm:components/case-studies': {
    stylesheets: [storiesCss],
    component: onDemand('CaseStudiesApp', () => import('#app/features/stories/case-studies-app.tsx').then((module) => module.default)),
    loader: appLoader(loadStories, (stories, context) => stories.loadCaseStudies(context)),
  },
  'okg-lm:components/search': {
    stylesheets: [searchCss],
    component: onDemand('SearchApp', () => import('#app/features/search/search-app.tsx').then((module) => module.default)),
    loader: loadSearchApp,
  },
  'okg-lm:components/job-board': {
    stylesheets: [jobsCss],
    component: onDemand('JobBoard', () => import('#app/features/jobs/job-board-app.tsx').then((module) => module.default)),
    loader: appLoader(loadJobs, (jobs, context) => jobs.loadJobBoard(context)),
  },
  'okg-lm:components/job-detail': {
    stylesheets: [jobsCss],
    component: onDemand('JobDetail', () => import('#app/features/jobs/job-detail-app.tsx').then((module) => module.default)),
    loader: appLoader(loadJobs, (jobs, context) => jobs.loadJobDetail(context)),
  },
  'okg-lm:components/job-dynamic-content': { component: jobPart('JobDynamicContent'), stylesheets: [jobsCss] },
  'okg-lm:components/job-benefits': { component: jobPart('JobBenefits'), stylesheets: [jobsCss] },
  'okg-lm:components/job-application-info': { component: jobPart('JobApplicationInfo'), stylesheets: [jobsCss] },
  'okg-lm:components/job-contact': { component: jobPart('JobContact'), stylesheets: [jobsCss] },
  'okg-lm:components/job-images-slider': { component: jobPart('JobImagesSlider'), stylesheets: [jobsCss] },
  'okg-lm:components/job-additional-jobs': { component: jobPart('JobAdditionalJobs'), stylesheets: [jobsCss] },
  'okg-lm:components/job-ctas': { component: jobPart('JobCtas'), stylesheets: [jobsCss] },
  'okg-lm:components/job-floating-apply': { component: jobPart('JobFloatingApply'), stylesheets: [jobsCss] },
  'okg-lm:components/htf-products': {
    stylesheets: [htfCss],
    component: onDemand('HtfProducts', () => import('#app/features/htf/htf-products-app.tsx').then((module) => module.default)),
    loader: loadHtfProducts,
  },
  'okg-lm:components/htf-cta-form': { component: HtfCtaOnFluidPages },
  [contactFinderTemplate]: {
    stylesheets: [contactFinderCss],
    component: withContactActions('ContactFinder', () => import('#app/features/contact-finder/contact-finder.tsx').then((module) => module.default)),
    loader: appLoader(
      () => import('#app/features/contact-finder/contact-finder-loaders.ts'),
      (finder, context) => finder.loadContactFinder(context),
    ),
  },
  'okg-lm:components/product-search': {
    stylesheets: [catalogueCss],
    component: CatalogueApp,
    loader: loadCatalogue,
  },
  'okg-lm:components/brands': {
    stylesheets: [catalogueCss],
    component: onDemand('BrandsOverview', () => import('#app/features/catalogue/brands-overview.tsx').then((module) => module.default)),
    loader: appLoader(loadCatalogueApps, (catalogue, context) => catalogue.loadBrands(context)),
  },
  'okg-lm:components/catalogue-industries': {
    stylesheets: catalogueIndustriesCss,
    component: onDemand('CatalogueIndustries', () => import('#app/features/catalogue/catalogue-industries.tsx').then((module) => module.default)),
    loader: appLoader(loadCatalogueApps, (catalogue, context) => catalogue.loadCatalogueIndustries(context)),
  },
  'okg-lm:components/industries': {
    stylesheets: catalogueIndustriesCss,
    component: onDemand('IndustriesApp', () => import('#app/features/industries/industries-app.tsx').then((module) => module.default)),
    loader: appLoader(
      () => import('#app/features/industries/industries-loaders.ts'),
      (industries, context) => industries.loadIndustries(context),
    ),
  },
  'okg-lm:components/distributors': {
    stylesheets: [distributorsCss],
    component: onDemand('DistributorsApp', () => import('#app/features/distributors/distributors-app.tsx').then((module) => module.default)),
    loader: appLoader(
      () => import('#app/features/distributors/distributors-loaders.ts'),
      (distributors, context) => distributors.loadDistributors(context),
    ),
  },
  'okg-lm:components/callback-form': {
    component: onDemand('CallbackForm', () => import('#app/features/forms/callback-form.tsx').then((module) => module.default)),
  },
  'okg-lm:components/newsletter-form': {
    component: onDemand('NewsletterForm', () => import('#app/features/forms/newsletter-form.tsx').then((module) => module.default)),
  },
  'okg-lm:components/client-area': {
    stylesheets: [clientAreaCss],
    component: onDemand('ClientArea', () => import('#app/features/client-area/client-area-app.tsx').then((module) => module.default)),
    loader: appLoader(
      () => import('#app/features/client-area/client-area-loaders.ts'),
      (clientArea, context) => clientArea.loadClientArea(context),
    ),
  },
  'okg-lm:components/recycling-form': {
    stylesheets: [formsCss],
    component: onDemand('RecyclingForm', () => import('#app/features/forms/recycling-form.tsx').then((module) => module.default)),
  },
  'okg-lm:components/offer-form': {
    component: onDemand('OfferForm', () => import('#app/features/forms/offer-sample-form.tsx').then((module) => module.OfferForm)),
  },
  'okg-lm:components/sample-form': {
    component: onDemand('SampleForm', () => import('#app/features/forms/offer-sample-form.tsx').then((module) => module.SampleForm)),
  },
  'okg-lm:components/product-request-form': {
    component: ProductRequestForm,
    loader: appLoader(loadCatalogueApps, (catalogue, context) => catalogue.loadRequestedProduct(context)),
  },
  'okg-lm:components/innovation-form': {
    component: onDemand('InnovationForm', () => import('#app/features/forms/innovation-form.tsx').then((module) => module.default)),
  },
  'okg-lm:components/hraf-form': {
    component: onDemand('HrafForm', () => import('#app/features/forms/hraf-form.tsx').then((module) => module.default)),
  },
  'okg-lm:components/customer-contact-form': {
    component: onDemand('CustomerContactForm', () => import('#app/features/forms/customer-contact-form.tsx').then((module) => module.default)),
    loader: appLoader(
      () => import('#app/features/forms/forms-loaders.ts'),
      (forms, context) => forms.loadContactForm(context),
    ),
  },
} satisfies ComponentRegistry
