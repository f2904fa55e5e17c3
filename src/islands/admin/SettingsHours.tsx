import { dayName, weekdays, type DayHours, type Weekday } from '../../lib/shop';

/** The week's opening hours: a row per day with Closed, opening and closing times, and its errors. */
export function SettingsHours({
  hours,
  onChange,
  errors,
}: {
  hours: Record<Weekday, DayHours>;
  onChange: (hours: Record<Weekday, DayHours>) => void;
  errors: Record<string, string>;
}) {
  const set = (day: Weekday, part: Partial<DayHours>) =>
    onChange({ ...hours, [day]: { ...hours[day], ...part } });
  return (
    <fieldset className="adm-hours">
      <legend>Opening hours</legend>
      {errors.hours && <p className="adm-error">Opening hours {errors.hours}</p>}
      {weekdays.map((day) => {
        const name = dayName(day);
        const { closed, opens, closes } = hours[day];
        const problem = errors[`hours.${day}.opens`] ?? errors[`hours.${day}.closes`];
        const which = errors[`hours.${day}.opens`] ? 'Opening time' : 'Closing time';
        return (
          <div className="adm-hours-row" key={day} data-day={day}>
            <span className="adm-hours-day">{name}</span>
            <label className="adm-check">
              <input
                type="checkbox"
                checked={closed}
                onChange={(e) => set(day, { closed: e.target.checked })}
              />
              Closed
            </label>
            <input
              className="adm-input"
              type="time"
              aria-label={`${name} opens at`}
              value={opens}
              disabled={closed}
              aria-invalid={errors[`hours.${day}.opens`] ? true : undefined}
              onChange={(e) => set(day, { opens: e.target.value })}
            />
            <input
              className="adm-input"
              type="time"
              aria-label={`${name} closes at`}
              value={closes}
              disabled={closed}
              aria-invalid={errors[`hours.${day}.closes`] ? true : undefined}
              onChange={(e) => set(day, { closes: e.target.value })}
            />
            {problem && <p className="adm-error adm-hours-error">{`${which} ${problem}`}</p>}
          </div>
        );
      })}
    </fieldset>
  );
}
