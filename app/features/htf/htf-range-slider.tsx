/**
 * The two-thumb temperature slider (react-aria-components): arrow keys move a thumb by 1 °C, Page
 * keys (and Shift with an arrow) by 10 °C. `onMove` reports every change while a thumb moves,
 * `onRelease` the value when it comes to rest (pointer up, or after each key press). Rendered
 * disabled until the page has hydrated: without script the number fields beside it are the filter.
 */
import type { KeyboardEvent } from 'react'
import { I18nProvider, Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components'
import type { Language } from '#config/languages.ts'
import { m } from '#app/paraglide/messages.js'
import type { TemperatureRange } from './htf-fluid.ts'

/** Degrees per Page key press. */
const pageStep = 10

function keyStep(event: KeyboardEvent): number {
  if (event.key === 'PageUp' || (event.shiftKey && (event.key === 'ArrowUp' || event.key === 'ArrowRight'))) return pageStep
  if (event.key === 'PageDown' || (event.shiftKey && (event.key === 'ArrowDown' || event.key === 'ArrowLeft'))) return -pageStep
  return 0
}

interface RangeSliderProps {
  bounds: TemperatureRange
  value: TemperatureRange
  enabled: boolean
  locale: Language
  onMove: (range: TemperatureRange) => void
  onRelease: (range: TemperatureRange) => void
}

export function RangeSlider({ bounds, value, enabled, locale, onMove, onRelease }: RangeSliderProps) {
  const toRange = (values: number | number[]): TemperatureRange => {
    const [min = bounds.min, max = bounds.max] = Array.isArray(values) ? values : [values]
    return { min, max }
  }
  const labels = [m.htf_lowest({}, { locale }), m.htf_highest({}, { locale })]
  // the library's page step is a tenth of the range; the finder's is 10 °C
  const stepByPage = (index: number | undefined, event: KeyboardEvent) => {
    const step = keyStep(event)
    if (step === 0 || index === undefined || !enabled) return
    event.preventDefault()
    event.stopPropagation()
    onRelease(
      index === 0
        ? { min: Math.min(value.max, Math.max(bounds.min, value.min + step)), max: value.max }
        : { min: value.min, max: Math.max(value.min, Math.min(bounds.max, value.max + step)) },
    )
  }
  return (
    <I18nProvider locale={locale}>
      <Slider
        className="htf-slider"
        minValue={bounds.min}
        maxValue={bounds.max}
        step={1}
        value={[value.min, value.max]}
        isDisabled={!enabled}
        formatOptions={{ style: 'unit', unit: 'celsius' }}
        onChange={(values) => onMove(toRange(values))}
        onChangeEnd={(values) => onRelease(toRange(values))}
      >
        <div className="htf-slider-head">
          <Label>{m.htf_temperature_range({}, { locale })}</Label>
          <SliderOutput className="htf-slider-output" />
        </div>
        <SliderTrack className="htf-slider-track">
          {({ state }) => (
            <>
              <div className="htf-slider-rail" />
              <div
                className="htf-slider-fill"
                style={{ left: `${state.getThumbPercent(0) * 100}%`, width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%` }}
              />
              <div className="htf-slider-thumbs" onKeyDownCapture={(event) => stepByPage(state.focusedThumb, event)}>
                {labels.map((label, index) => (
                  <SliderThumb key={label} index={index} aria-label={label} className="htf-slider-thumb" />
                ))}
              </div>
            </>
          )}
        </SliderTrack>
      </Slider>
    </I18nProvider>
  )
}
