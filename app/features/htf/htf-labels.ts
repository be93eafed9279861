/** The finder's and the product data's words and numbers in the visitor's language, with units. */
import type { Language } from '#config/languages.ts'
import * as constants from '#config/constants.ts'
import { m } from '#app/paraglide/messages.js'
import type { HtfApplication, HtfFluid, HtfProperties, HtfUse, TemperatureRange, WaterHazardClass } from './htf-fluid.ts'
import type { HtfSort } from './htf-params.ts'

type Label = (locale: Language) => string

export const useLabels: Record<HtfUse, Label> = {
  'heating-heat-recovery': (locale) => m.htf_use_heating_heat_recovery({}, { locale }),
  'heating-cooling': (locale) => m.htf_use_heating_cooling({}, { locale }),
  cooling: (locale) => m.htf_use_cooling({}, { locale }),
  thermoregulation: (locale) => m.htf_use_thermoregulation({}, { locale }),
  'food-grade': (locale) => m.htf_use_food_grade({}, { locale }),
}

export const applicationLabels: Record<HtfApplication, Label> = {
  'oil-gas': (locale) => m.htf_application_oil_gas({}, { locale }),
  refining: (locale) => m.htf_application_refining({}, { locale }),
  solar: (locale) => m.htf_application_solar({}, { locale }),
  pharma: (locale) => m.htf_application_pharma({}, { locale }),
  'food-beverage': (locale) => m.htf_application_food_beverage({}, { locale }),
}

export const sortLabels: Record<HtfSort, Label> = {
  name: (locale) => m.htf_sort_name({}, { locale }),
  lowest: (locale) => m.htf_sort_lowest({}, { locale }),
  highest: (locale) => m.htf_sort_highest({}, { locale }),
}

const waterHazardLabels: Record<WaterHazardClass, Label> = {
  nwg: (locale) => m.htf_water_hazard_nwg({}, { locale }),
  '1': (locale) => m.htf_water_hazard_1({}, { locale }),
  '2': (locale) => m.htf_water_hazard_2({}, { locale }),
  '3': (locale) => m.htf_water_hazard_3({}, { locale }),
}

type Unit = 'celsius' | 'density' | 'viscosity' | 'kelvin'
const unitText: Record<Unit, string> = { celsius: constants.temperatureUnit, density: 'kg/m³', viscosity: 'mm²/s', kelvin: 'K' }
/** UN/CEFACT common codes, as schema.org's `unitCode` wants them. */
const unitCodes: Record<Unit, string> = { celsius: 'CEL', density: 'KMQ', viscosity: 'C17', kelvin: 'KEL' }

const numberFormats = new Map<Language, Intl.NumberFormat>()

/** A number in the visitor's format with its unit, kept on one line: `-20 °C`, `29,6 mm²/s`. */
export function formatValue(value: number, unit: Unit, locale: Language): string {
  let format = numberFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false })
    numberFormats.set(locale, format)
  }
  return `${format.format(value)}\u00a0${unitText[unit]}`
}

export function formatTemperature(value: number, locale: Language): string {
  return formatValue(value, 'celsius', locale)
}

export function formatRange(range: TemperatureRange, locale: Language): string {
  return m.htf_range_value({ from: formatTemperature(range.min, locale), to: formatTemperature(range.max, locale) }, { locale })
}

interface Measurement {
  key: keyof HtfProperties
  label: Label
  unit: Unit
}

const at = (celsius: number, locale: Language) => formatTemperature(celsius, locale)

/** The measured values of a fluid in the order of its data sheet. */
const measurements: readonly Measurement[] = [
  { key: 'bulkTemperatureUnpressurised', label: (locale) => m.htf_field_bulk_unpressurised({}, { locale }), unit: 'celsius' },
  { key: 'bulkTemperaturePressurised', label: (locale) => m.htf_field_bulk_pressurised({}, { locale }), unit: 'celsius' },
  { key: 'filmTemperature', label: (locale) => m.htf_field_film({}, { locale }), unit: 'celsius' },
  { key: 'boilingPoint', label: (locale) => m.htf_field_boiling({}, { locale }), unit: 'celsius' },
  { key: 'pourPoint', label: (locale) => m.htf_field_pour({}, { locale }), unit: 'celsius' },
  { key: 'crystallizingPoint', label: (locale) => m.htf_field_crystallizing({}, { locale }), unit: 'celsius' },
  { key: 'slurryPoint', label: (locale) => m.htf_field_slurry({}, { locale }), unit: 'celsius' },
  { key: 'flashPointClosedCup', label: (locale) => m.htf_field_flash_closed({}, { locale }), unit: 'celsius' },
  { key: 'flashPointOpenCup', label: (locale) => m.htf_field_flash_open({}, { locale }), unit: 'celsius' },
  { key: 'autoignitionTemperature', label: (locale) => m.htf_field_autoignition({}, { locale }), unit: 'celsius' },
  { key: 'density20', label: (locale) => m.htf_field_density({ temperature: at(20, locale) }, { locale }), unit: 'density' },
  { key: 'density25', label: (locale) => m.htf_field_density({ temperature: at(25, locale) }, { locale }), unit: 'density' },
  { key: 'density80', label: (locale) => m.htf_field_density({ temperature: at(80, locale) }, { locale }), unit: 'density' },
  { key: 'viscosity25', label: (locale) => m.htf_field_viscosity({ temperature: at(25, locale) }, { locale }), unit: 'viscosity' },
  { key: 'viscosity40', label: (locale) => m.htf_field_viscosity({ temperature: at(40, locale) }, { locale }), unit: 'viscosity' },
  { key: 'viscosity80', label: (locale) => m.htf_field_viscosity({ temperature: at(80, locale) }, { locale }), unit: 'viscosity' },
]

/** One row of the product data table; `value` is `undefined` where the data sheet gives none. */
interface PropertyRow {
  key: string
  label: string
  value: string | undefined
}

/** Every field of a fluid's product data, labelled and with units, in data-sheet order. */
export function propertyRows(fluid: HtfFluid, locale: Language): PropertyRow[] {
  const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : undefined)
  return [
    { key: 'chemistry', label: m.htf_field_chemistry({}, { locale }), value: fluid.chemistry || undefined },
    { key: 'range', label: m.htf_field_temperature_range({}, { locale }), value: formatRange(fluid.range, locale) },
    { key: 'optimal', label: m.htf_field_optimal({}, { locale }), value: fluid.optimal ? formatRange(fluid.optimal, locale) : undefined },
    ...measurements.map(({ key, label, unit }) => {
      const value = fluid[key]
      return { key, label: label(locale), value: value === undefined ? undefined : formatValue(value, unit, locale) }
    }),
    {
      key: 'waterHazardClass',
      label: m.htf_field_water_hazard({}, { locale }),
      value: fluid.waterHazardClass ? waterHazardLabels[fluid.waterHazardClass](locale) : undefined,
    },
    { key: 'approvals', label: m.htf_field_approvals({}, { locale }), value: list(fluid.approvals) },
    { key: 'uses', label: m.htf_uses({}, { locale }), value: list(fluid.uses.map((use) => useLabels[use](locale))) },
    {
      key: 'applications',
      label: m.htf_applications({}, { locale }),
      value: list(fluid.applications.map((application) => applicationLabels[application](locale))),
    },
  ]
}

/** schema.org `PropertyValue`s of a fluid's measured values, for its `Product` JSON-LD. */
export function measuredProperties(fluid: HtfFluid, locale: Language): Array<Record<string, unknown>> {
  const value = (name: string, number: number, unit: Unit) => ({
    '@type': 'PropertyValue',
    name,
    value: number,
    unitCode: unitCodes[unit],
    unitText: unitText[unit],
  })
  return [
    value(m.htf_lowest({}, { locale }), fluid.range.min, 'celsius'),
    value(m.htf_highest({}, { locale }), fluid.range.max, 'celsius'),
    ...measurements.flatMap(({ key, label, unit }) => {
      const number = fluid[key]
      return number === undefined ? [] : [value(label(locale), number, unit)]
    }),
  ]
}
