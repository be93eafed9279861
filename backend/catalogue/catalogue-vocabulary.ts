/**
 * The words the seeded catalogue is made of: the facet values (industries, applications,
 * solutions, ideas, lubricants, fuels) and, per brand that sells products, its product lines;
 * its countries are the site's regions list (config/regions.ts). Texts in de, en and zh; a brand
 * without zh never asks for it.
 */

const solutions = ['flame-retardant', 'lightweight', 'conductive', 'uv-stable', 'food-contact', 'recycled'] as const
const ideas = ['circular-economy', 'e-mobility', 'smart-home', 'metal-replacement'] as const
const lubricants = ['engine-oil', 'gear-oil', 'hydraulic-oil', 'grease', 'metalworking-fluid', 'compressor-oil'] as const
const fuels = ['diesel', 'heating-oil', 'marine-fuel', 'biofuel', 'gasoline'] as const

export type Text = { en: string; de: string; zh: string }

/** A measured property of a product line: its name, unit, test standard and the range its grades fall in. */
export interface PropertySpec {
  name: Text
  unit: string
  standard: string
  min: number
  max: number
  decimals: number
}

export type Facet = 'industries' | 'applications' | 'solutions' | 'ideas' | 'lubricants' | 'fuels'

/** A product family (a product group): its id, its name and the DAM asset (by name, content/dam/dam.products.yaml) that pictures it, `product-{id}`. */
export type Family = Text & { id: string; image: string }

/** A product line of a manufacturer: every grade of it shares the family, properties and the facets it draws from. */
export interface ProductLine {
  line: string
  manufacturer: string
  family: Family
  grades: number
  /** How a grade is called: a letter and digits from the seed, and a filler where the family has one. */
  gradePrefix: string
  fillers: boolean
  properties: readonly PropertySpec[]
  facets: Partial<Record<Facet, readonly string[]>>
}

const density: PropertySpec = { name: { en: 'Density', de: 'Dichte', zh: '密度' }, unit: 'g/cm³', standard: 'ISO 1183', min: 0.9, max: 1.6, decimals: 2 }
const tensileModulus: PropertySpec = {
  name: { en: 'Tensile modulus', de: 'Zug-E-Modul', zh: '拉伸模量' },
  unit: 'MPa',
  standard: 'ISO 527-1/-2',
  min: 1200,
  max: 16000,
  decimals: 0,
}
const tensileStrength: PropertySpec = {
  name: { en: 'Tensile strength', de: 'Zugfestigkeit', zh: '拉伸强度' },
  unit: 'MPa',
  standard: 'ISO 527-1/-2',
  min: 25,
  max: 220,
  decimals: 0,
}
const charpy: PropertySpec = {
  name: { en: 'Charpy notched impact strength', de: 'Charpy-Kerbschlagzähigkeit', zh: '简支梁缺口冲击强度' },
  unit: 'kJ/m²',
  standard: 'ISO 179/1eA',
  min: 3,
  max: 60,
  decimals: 0,
}
const melting: PropertySpec = {
  name: { en: 'Melting temperature', de: 'Schmelztemperatur', zh: '熔融温度' },
  unit: '°C',
  standard: 'ISO 11357-1/-3',
  min: 160,
  max: 265,
  decimals: 0,
}
const mvr: PropertySpec = {
  name: { en: 'Melt volume rate', de: 'Schmelze-Volumenfließrate', zh: '熔体体积流动速率' },
  unit: 'cm³/10 min',
  standard: 'ISO 1133',
  min: 4,
  max: 60,
  decimals: 0,
}
export const polymerProperties = [density, tensileModulus, tensileStrength, charpy, melting, mvr]

const viscosity40: PropertySpec = {
  name: { en: 'Kinematic viscosity at 40 °C', de: 'Kinematische Viskosität bei 40 °C', zh: '40 °C 运动黏度' },
  unit: 'mm²/s',
  standard: 'ASTM D445',
  min: 10,
  max: 460,
  decimals: 0,
}
const viscosityIndex: PropertySpec = {
  name: { en: 'Viscosity index', de: 'Viskositätsindex', zh: '黏度指数' },
  unit: '',
  standard: 'ASTM D2270',
  min: 90,
  max: 180,
  decimals: 0,
}
const flashPoint: PropertySpec = { name: { en: 'Flash point', de: 'Flammpunkt', zh: '闪点' }, unit: '°C', standard: 'ISO 2592', min: 55, max: 260, decimals: 0 }
const pourPoint: PropertySpec = { name: { en: 'Pour point', de: 'Pourpoint', zh: '倾点' }, unit: '°C', standard: 'ISO 3016', min: -45, max: -6, decimals: 0 }
const density15: PropertySpec = {
  name: { en: 'Density at 15 °C', de: 'Dichte bei 15 °C', zh: '15 °C 密度' },
  unit: 'kg/m³',
  standard: 'ISO 12185',
  min: 720,
  max: 990,
  decimals: 0,
}
const sulphur: PropertySpec = {
  name: { en: 'Sulphur content', de: 'Schwefelgehalt', zh: '硫含量' },
  unit: 'mg/kg',
  standard: 'ISO 20846',
  min: 5,
  max: 1000,
  decimals: 0,
}
const particleSize: PropertySpec = {
  name: { en: 'Particle size D50', de: 'Partikelgröße D50', zh: '粒径 D50' },
  unit: 'µm',
  standard: 'ISO 13320',
  min: 0.3,
  max: 45,
  decimals: 1,
}
const purity: PropertySpec = { name: { en: 'Purity', de: 'Reinheit', zh: '纯度' }, unit: '%', standard: 'ISO 21068', min: 99, max: 99.99, decimals: 2 }
const bulkDensity: PropertySpec = {
  name: { en: 'Bulk density', de: 'Schüttdichte', zh: '松装密度' },
  unit: 'g/cm³',
  standard: 'ISO 3923-1',
  min: 0.6,
  max: 4.5,
  decimals: 2,
}

const family = (en: string, de: string, zh: string, image: string): Family => ({ en, de, zh, image, id: image.replace(/^product-/, '') })
const pa6 = family('Polyamide 6', 'Polyamid 6', '聚酰胺 6', 'product-pa6')
const pa66 = family('Polyamide 66', 'Polyamid 66', '聚酰胺 66', 'product-pa66')
const pa12 = family('Polyamide 12', 'Polyamid 12', '聚酰胺 12', 'product-pa12')
const pbt = family('Polybutylene terephthalate', 'Polybutylenterephthalat', '聚对苯二甲酸丁二醇酯', 'product-pbt')
const pom = family('Polyoxymethylene', 'Polyoxymethylen', '聚甲醛', 'product-pom')
const pc = family('Polycarbonate', 'Polycarbonat', '聚碳酸酯', 'product-pc')
const pcAbs = family('PC/ABS blend', 'PC/ABS-Blend', 'PC/ABS 共混物', 'product-pc-abs')
const pp = family('Polypropylene', 'Polypropylen', '聚丙烯', 'product-pp')
const abs = family('Acrylonitrile butadiene styrene', 'Acrylnitril-Butadien-Styrol', '丙烯腈-丁二烯-苯乙烯', 'product-abs')

const technical = ['automotive', 'electronics', 'industrial', 'consumer-goods', 'construction', 'medical'] as const
const parts = ['housings', 'connectors', 'structural-parts', 'gears', 'seals', 'lighting'] as const
const commodity = ['packaging', 'consumer-goods', 'automotive', 'agriculture', 'construction', 'medical'] as const
const extruded = ['films', 'pipes', 'fibres', 'housings', 'fluid-handling'] as const

const polymerLine = (
  line: string,
  manufacturer: string,
  familyText: Family,
  grades: number,
  gradePrefix: string,
  facets: ProductLine['facets'],
): ProductLine => ({
  line,
  manufacturer,
  family: familyText,
  grades,
  gradePrefix,
  fillers: true,
  properties: polymerProperties,
  facets,
})

/** albis: polymers by manufacturer (filters: region, industry, application, solution, manufacturer). */
const albisFacets = { industries: technical, applications: parts, solutions: solutions.filter((solution) => solution !== 'conductive') }
const albisLines: readonly ProductLine[] = [
  polymerLine('Ultramid', 'BASF', pa66, 45, 'A', albisFacets),
  polymerLine('Ultramid', 'BASF', pa6, 35, 'B', albisFacets),
  polymerLine('Ultradur', 'BASF', pbt, 20, 'B', albisFacets),
  polymerLine('Ultraform', 'BASF', pom, 15, 'N', albisFacets),
  polymerLine('Makrolon', 'Covestro', pc, 25, '', albisFacets),
  polymerLine('Bayblend', 'Covestro', pcAbs, 15, 'T', albisFacets),
  polymerLine('Hostacom', 'LyondellBasell', pp, 20, 'TRC', {
    industries: commodity,
    applications: extruded,
    solutions: ['uv-stable', 'recycled', 'food-contact'],
  }),
  polymerLine('Moplen', 'LyondellBasell', pp, 15, 'HP', { industries: commodity, applications: extruded, solutions: ['food-contact', 'recycled'] }),
  polymerLine('Zytel', 'Celanese', pa66, 20, '', albisFacets),
  polymerLine('Vestamid', 'Evonik', pa12, 15, 'L', {
    industries: ['automotive', 'energy', 'medical', 'industrial'],
    applications: ['pipes', 'fluid-handling', 'fibres', 'films'],
    solutions: ['lightweight', 'uv-stable'],
  }),
  polymerLine('Terluran', 'INEOS Styrolution', abs, 10, 'GP-', {
    industries: ['consumer-goods', 'electronics', 'automotive'],
    applications: ['housings', 'lighting'],
    solutions: ['flame-retardant', 'uv-stable'],
  }),
]

/** mocom: compounds (filters: region, industry, application, solution, idea). */
const mocomFacets = { industries: technical, applications: parts, solutions, ideas }
const mocomLines: readonly ProductLine[] = [
  polymerLine('ALTECH', 'MOCOM', pa6, 18, 'PA6 A', mocomFacets),
  polymerLine('ALTECH', 'MOCOM', pa66, 18, 'PA66 A', mocomFacets),
  polymerLine('ALCOM', 'MOCOM', pc, 12, 'PC ', mocomFacets),
  polymerLine('ALTECH', 'MOCOM', pp, 12, 'PP-H A', mocomFacets),
  polymerLine('ALCOM', 'MOCOM', pbt, 10, 'PBT ', mocomFacets),
]

/** The chemicals unit: lubricants and fuels (filters: region, industry, manufacturer, lubricant, fuel). */
const chemieLines: readonly ProductLine[] = [
  {
    line: 'CHEMLUB',
    manufacturer: 'CHEMSOL',
    family: family('Lubricant', 'Schmierstoff', '润滑剂', 'product-lubricant'),
    grades: 40,
    gradePrefix: 'L',
    fillers: false,
    properties: [viscosity40, viscosityIndex, flashPoint, pourPoint],
    facets: { industries: ['automotive', 'industrial', 'energy', 'agriculture', 'aerospace'], lubricants },
  },
  {
    line: 'CHEMFUEL',
    manufacturer: 'OKG Energy',
    family: family('Fuel', 'Kraftstoff', '燃料', 'product-fuel'),
    grades: 25,
    gradePrefix: 'F',
    fillers: false,
    properties: [density15, sulphur, flashPoint],
    facets: { industries: ['automotive', 'energy', 'agriculture', 'industrial'], fuels },
  },
]

/** Ceramics and metal powders (filters: region, industry, application). */
const ceramicsLines: readonly ProductLine[] = [
  {
    line: 'CERAPOW',
    manufacturer: 'CERAPOW',
    family: family('Ceramic powder', 'Keramikpulver', '陶瓷粉末', 'product-ceramic-powder'),
    grades: 24,
    gradePrefix: 'C',
    fillers: false,
    properties: [particleSize, purity, bulkDensity],
    facets: {
      industries: ['electronics', 'medical', 'aerospace', 'energy', 'industrial'],
      applications: ['coatings', 'additive-manufacturing', 'thermal-spraying', 'structural-parts'],
    },
  },
  {
    line: 'METAPOW',
    manufacturer: 'CERAPOW',
    family: family('Metal powder', 'Metallpulver', '金属粉末', 'product-metal-powder'),
    grades: 16,
    gradePrefix: 'M',
    fillers: false,
    properties: [particleSize, purity, bulkDensity],
    facets: { industries: ['aerospace', 'automotive', 'medical', 'energy'], applications: ['additive-manufacturing', 'thermal-spraying', 'coatings'] },
  },
]

/** Every product family by its id: the product groups products and industries name. */
export const productFamilies: ReadonlyMap<string, Family> = new Map([pa6, pa66, pa12, pbt, pom, pc, pcAbs, pp, abs].map((item) => [item.id, item]))

/** The Magnolia site folders of the brands that sell products, with their product lines. */
export const catalogueLines: Readonly<Record<string, readonly ProductLine[]>> = {
  albis: albisLines,
  mocom: mocomLines,
  chemie: chemieLines,
  ceramics: ceramicsLines,
}

export const fillers: ReadonlyArray<{ code: string; text: Text }> = [
  { code: '', text: { en: 'unfilled', de: 'unverstärkt', zh: '未增强' } },
  { code: 'GF15', text: { en: 'reinforced with 15 % glass fibre', de: 'mit 15 % Glasfaser verstärkt', zh: '15% 玻璃纤维增强' } },
  { code: 'GF30', text: { en: 'reinforced with 30 % glass fibre', de: 'mit 30 % Glasfaser verstärkt', zh: '30% 玻璃纤维增强' } },
  { code: 'GF50', text: { en: 'reinforced with 50 % glass fibre', de: 'mit 50 % Glasfaser verstärkt', zh: '50% 玻璃纤维增强' } },
  { code: 'MF20', text: { en: 'filled with 20 % mineral', de: 'mit 20 % Mineral gefüllt', zh: '20% 矿物填充' } },
]
