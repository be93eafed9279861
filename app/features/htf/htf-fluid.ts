/** A heat transfer fluid of the HTF catalogue, as the finder and the product data page see it. */
import type { ImageSources } from '#app/cms/image-sources.ts'

export const htfUses = ['heating-heat-recovery', 'heating-cooling', 'cooling', 'thermoregulation', 'food-grade'] as const
export type HtfUse = (typeof htfUses)[number]

export const htfApplications = ['oil-gas', 'refining', 'solar', 'pharma', 'food-beverage'] as const
export type HtfApplication = (typeof htfApplications)[number]

/** German water hazard classes (WGK): not hazardous, 1 slightly, 2 obviously, 3 severely. */
export const waterHazardClasses = ['nwg', '1', '2', '3'] as const
export type WaterHazardClass = (typeof waterHazardClasses)[number]

/** Whole or decimal degrees Celsius, lowest first. */
export interface TemperatureRange {
  min: number
  max: number
}

/** What the finder lists and charts. */
export interface HtfFluidSummary {
  /** The product's node name: the last segment of its data page path. */
  id: string
  name: string
  chemistry: string
  /** The usable temperature range. */
  range: TemperatureRange
  optimal: TemperatureRange | undefined
  uses: HtfUse[]
  applications: HtfApplication[]
}

/** Measured values in °C, kg/m³ and mm²/s; `undefined` where the data sheet gives none. */
export interface HtfProperties {
  bulkTemperatureUnpressurised: number | undefined
  bulkTemperaturePressurised: number | undefined
  filmTemperature: number | undefined
  boilingPoint: number | undefined
  pourPoint: number | undefined
  crystallizingPoint: number | undefined
  slurryPoint: number | undefined
  flashPointClosedCup: number | undefined
  flashPointOpenCup: number | undefined
  autoignitionTemperature: number | undefined
  density20: number | undefined
  density25: number | undefined
  density80: number | undefined
  viscosity25: number | undefined
  viscosity40: number | undefined
  viscosity80: number | undefined
}

export interface DataSheet {
  href: string
  fileName: string
  /** Bytes. */
  fileSize: number
}

/** Everything the product data page shows. */
export interface HtfFluid extends HtfFluidSummary, HtfProperties {
  description: string
  waterHazardClass: WaterHazardClass | undefined
  approvals: string[]
  dataSheet: DataSheet | undefined
  /** Its family's picture (a sample of the fluid), where the catalogue names one. */
  image: ImageSources | undefined
}

export interface HtfCatalogue {
  fluids: HtfFluidSummary[]
  /** From the lowest usable temperature of any fluid to the highest of any fluid. */
  bounds: TemperatureRange
}
