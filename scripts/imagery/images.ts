/**
 * Every picture of the seed DAM that scripts/imagery/render.ts paints: its file name (without
 * `.webp`), painter, size, byte budget and renditions. A rendition is a narrower copy of the same
 * picture, `{name}-{width}w.webp`, which the embedded backend lists in the asset's `renditions`.
 */
import type { ImageJob } from './page/index.ts'

const kb = 1024

/** A brand home's stage: full-bleed, 1920 × 800, with 640 and 1280 wide renditions. */
const stage = (name: string, painter: string): ImageJob => ({
  name,
  painter,
  width: 1920,
  height: 800,
  budget: 150 * kb,
  renditions: [
    { width: 640, budget: 45 * kb },
    { width: 1280, budget: 95 * kb },
  ],
})

/** A teaser, story or market picture: 1200 × 750 with a 600 wide rendition. */
const card = (name: string, painter: string, params?: ImageJob['params']): ImageJob => ({
  name,
  painter,
  width: 1200,
  height: 750,
  budget: 110 * kb,
  renditions: [{ width: 600, budget: 40 * kb }],
  ...(params ? { params } : {}),
})

/** A person's portrait: 480 × 480 with a 240 wide rendition for the small contact tiles. */
const portrait = (name: string, params: ImageJob['params']): ImageJob => ({
  name,
  painter: 'portrait',
  width: 480,
  height: 480,
  budget: 30 * kb,
  renditions: [{ width: 240, budget: 12 * kb }],
  ...(params ? { params } : {}),
})

/** A product family's picture: 800 × 800 with a 400 wide rendition for the result list. */
const product = (name: string, painter: string, params: ImageJob['params']): ImageJob => ({
  name,
  painter,
  width: 800,
  height: 800,
  budget: 80 * kb,
  renditions: [{ width: 400, budget: 28 * kb }],
  params,
})

export const images: readonly ImageJob[] = [
  stage('albis-stage', 'albisStage'),
  card('albis-teaser', 'albisTeaser'),
  stage('mocom-stage', 'mocomStage'),
  card('mocom-teaser', 'mocomTeaser'),
  stage('ceramics-stage', 'ceramicsStage'),
  card('ceramics-teaser', 'ceramicsTeaser'),
  stage('group-stage', 'groupStage'),
  card('group-teaser', 'groupTeaser'),
  stage('htf-stage', 'htfStage'),
  card('htf-teaser', 'htfTeaser'),
  stage('wipag-stage', 'wipagStage'),
  card('wipag-teaser', 'wipagTeaser'),
  stage('plgrd-stage', 'plgrdStage'),
  card('plgrd-teaser', 'plgrdTeaser'),
  stage('chemie-stage', 'chemieStage'),
  card('chemie-teaser', 'chemieTeaser'),
  stage('newBusiness-stage', 'newBusinessStage'),
  card('newBusiness-teaser', 'newBusinessTeaser'),

  card('story-sustainability', 'storySustainability'),
  card('story-recycling', 'storyRecycling'),
  card('story-trade-fairs', 'storyTradeFairs'),
  card('story-products', 'storyProducts'),
  card('story-logistics', 'storyLogistics'),
  card('story-company', 'storyCompany'),
  card('story-innovation', 'storyInnovation'),
  card('story-people', 'storyPeople'),

  card('market-automotive', 'marketAutomotive'),
  card('market-electrical-electronics', 'marketElectronics'),
  card('market-medical', 'marketMedical'),
  card('market-packaging', 'marketPackaging'),
  card('market-construction', 'marketConstruction'),
  card('market-consumer-goods', 'marketConsumerGoods'),

  card('job-development-de', 'jobDevelopment'),
  card('job-development-en', 'jobDevelopment', { mirrored: 1 }),

  // skin, hair colour, hair style, clothing, background; names as in the content (contacts, contact finder, job quotes)
  portrait('portrait-jana-petersen', { skin: '#f1c9a5', hair: '#d9b26f', style: 'long', top: 'blazer', colour: '#00557f', background: '#dce9f2', woman: 1 }),
  portrait('portrait-lukas-becker', { skin: '#e8b893', hair: '#4a3222', style: 'short', top: 'shirt', colour: '#3d5a80', background: '#e3e8ef', beard: 1 }),
  portrait('portrait-maria-huber', { skin: '#c68a5e', hair: '#2b1d16', style: 'bun', top: 'blouse', colour: '#8a3b5c', background: '#f1e2e8', woman: 1 }),
  portrait('portrait-stefan-gruber', {
    skin: '#eec4a0',
    hair: '#8d8d8d',
    style: 'receding',
    top: 'blazer',
    colour: '#2e3b4e',
    background: '#e6e4df',
    glasses: 1,
  }),
  portrait('portrait-nadine-keller', { skin: '#8d5a3b', hair: '#1d1411', style: 'curly', top: 'sweater', colour: '#2a7f62', background: '#dff0e8', woman: 1 }),
  portrait('portrait-jan-beispiel', { skin: '#f0c6a0', hair: '#6b4a2f', style: 'side', top: 'shirt', colour: '#00557f', background: '#d8e7f0' }),
  portrait('portrait-lea-muster', { skin: '#e9bd96', hair: '#a0522d', style: 'bob', top: 'blouse', colour: '#b5651d', background: '#f4e6d6', woman: 1 }),
  portrait('portrait-tim-probe', { skin: '#6f4a35', hair: '#161010', style: 'crop', top: 'sweater', colour: '#0f7173', background: '#d9eeee', beard: 1 }),
  portrait('portrait-anna-vorlage', {
    skin: '#f3d1b5',
    hair: '#2a2a35',
    style: 'ponytail',
    top: 'blazer',
    colour: '#1f2a44',
    background: '#e1e4ec',
    woman: 1,
    glasses: 1,
  }),
  portrait('portrait-paul-schema', { skin: '#d9a47c', hair: '#2d2119', style: 'short', top: 'blazer', colour: '#7a2418', background: '#f3e0dc' }),
  portrait('portrait-nina-entwurf', {
    skin: '#d7a27a',
    hair: '#0f0d0c',
    style: 'hijab',
    top: 'blouse',
    colour: '#5b8c3a',
    background: '#e7f1df',
    woman: 1,
    scarf: '#2f6b4f',
  }),
  portrait('portrait-max-skizze', { skin: '#f2cfb1', hair: '#c98b3c', style: 'side', top: 'sweater', colour: '#4b3f8f', background: '#e6e3f3', glasses: 1 }),
  portrait('portrait-eva-modell', { skin: '#b97d57', hair: '#3b2418', style: 'long', top: 'sweater', colour: '#a23b72', background: '#f3e1ec', woman: 1 }),
  portrait('portrait-ole-vorbild', { skin: '#edc09a', hair: '#b7b0a3', style: 'receding', top: 'shirt', colour: '#5e4bb6', background: '#e8e4f6', beard: 1 }),
  portrait('job-quote-alex', { skin: '#c98e64', hair: '#231815', style: 'crop', top: 'shirt', colour: '#00557f', background: '#dde9f1' }),
  portrait('job-quote-mira', { skin: '#f0c8a8', hair: '#7a2e1f', style: 'curly', top: 'blazer', colour: '#8a2f6b', background: '#f0dfea', woman: 1 }),

  // product families: polymer granules in their usual colours, fluids in sample bottles, powders
  product('product-pa6', 'productGranules', { colour: '#efe6cf', translucency: 0.45, shape: 'cylinder', background: '#e9eef2' }),
  product('product-pa66', 'productGranules', { colour: '#2b2d30', translucency: 0, shape: 'cylinder', background: '#e4e8ec' }),
  product('product-pa12', 'productGranules', { colour: '#e9d9a6', translucency: 0.6, shape: 'lens', background: '#eceae3' }),
  product('product-pbt', 'productGranules', { colour: '#f6f6f2', translucency: 0, shape: 'cylinder', background: '#dfe6ec' }),
  product('product-pom', 'productGranules', { colour: '#f3f0e6', translucency: 0.12, shape: 'lens', background: '#e3e6ea' }),
  product('product-pc', 'productGranules', { colour: '#cfe4f2', translucency: 0.85, shape: 'cylinder', background: '#e6edf3' }),
  product('product-pc-abs', 'productGranules', { colour: '#9aa1a8', translucency: 0, shape: 'cylinder', background: '#e8ebee' }),
  product('product-pp', 'productGranules', { colour: '#f2f1ea', translucency: 0.55, shape: 'lens', background: '#e5ebe8' }),
  product('product-abs', 'productGranules', { colour: '#eadbb8', translucency: 0, shape: 'lens', background: '#ebe8e2' }),
  product('product-lubricant', 'productFluid', { colour: '#c9821b', background: '#e8e4dc', vessel: 'bottle' }),
  product('product-fuel', 'productFluid', { colour: '#e8c55a', background: '#e6e8e4', vessel: 'vial' }),
  product('product-ceramic-powder', 'productPowder', { colour: '#f4f1ea', background: '#d9d2c6', sparkle: 0 }),
  product('product-metal-powder', 'productPowder', { colour: '#8e9399', background: '#e2dfda', sparkle: 1 }),
  product('product-htf-mineral', 'productFluid', { colour: '#e3b64a', background: '#2a1a14', vessel: 'bottle' }),
  product('product-htf-synthetic', 'productFluid', { colour: '#b85c1e', background: '#2b1812', vessel: 'flask' }),
  product('product-htf-silicone', 'productFluid', { colour: '#e9eef0', background: '#241a18', vessel: 'vial' }),
  product('product-htf-glycol', 'productFluid', { colour: '#3aa7c9', background: '#1f1a1d', vessel: 'bottle' }),
  product('product-htf-food-grade', 'productFluid', { colour: '#f1e7b8', background: '#261c17', vessel: 'flask' }),
]

/** The file name of an image's rendition `width` pixels wide. */
export function renditionFileName(name: string, width: number): string {
  return `${name}-${width}w.webp`
}
