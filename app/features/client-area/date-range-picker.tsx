/**
 * The order history's date range as react-aria's `DateRangePicker` (typed segments and a range
 * calendar in a popover, all by keyboard). Loaded once the page runs; its hidden inputs keep the
 * `from` and `to` names of the plain form. Memoized: a sort or page change leaves the range, and so
 * the picker, as it was (its segments are a good part of a render).
 */
import { parseDate } from '@internationalized/date'
import { memo } from 'react'
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components'
import type { Language } from '#config/languages.ts'
import { m } from '#app/paraglide/messages.js'
import type { DateRange } from './order-history-rules.ts'
import { Calendar, ChevronLeft, ChevronRight } from 'lucide'
import { Icon } from '#app/ui/icon.tsx'

const calendarLocales: Record<Language, string> = { de: 'de-DE', en: 'en-GB', zh: 'zh-CN' }

export const DateRangePickerField = memo(function DateRangePickerField({
  from,
  to,
  locale,
  label,
  onChange,
}: {
  from: string
  to: string
  locale: Language
  label: string
  onChange: (range: DateRange) => void
}) {
  return (
    <I18nProvider locale={calendarLocales[locale]}>
      <DateRangePicker
        className="filter-field order-range-picker"
        defaultValue={{ start: parseDate(from), end: parseDate(to) }}
        startName="from"
        endName="to"
        onChange={(value) => {
          if (value) onChange({ from: value.start.toString(), to: value.end.toString() })
        }}
      >
        <Label>{label}</Label>
        <Group className="order-range-group">
          <DateInput slot="start" className="order-date-input">
            {(segment) => <DateSegment segment={segment} className="order-date-segment" />}
          </DateInput>
          <span aria-hidden="true">–</span>
          <DateInput slot="end" className="order-date-input">
            {(segment) => <DateSegment segment={segment} className="order-date-segment" />}
          </DateInput>
          <Button className="button order-calendar-button" aria-label={m.orders_calendar({}, { locale })}>
            <Icon icon={Calendar} />
          </Button>
        </Group>
        <Popover className="order-calendar-popover">
          <Dialog aria-label={m.orders_calendar({}, { locale })}>
            <RangeCalendar>
              <header className="order-calendar-header">
                <Button slot="previous" aria-label={m.orders_calendar_previous({}, { locale })}>
                  <Icon icon={ChevronLeft} />
                </Button>
                <Heading />
                <Button slot="next" aria-label={m.orders_calendar_next({}, { locale })}>
                  <Icon icon={ChevronRight} />
                </Button>
              </header>
              <CalendarGrid>{(date) => <CalendarCell date={date} className="order-calendar-cell" />}</CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </DateRangePicker>
    </I18nProvider>
  )
})
