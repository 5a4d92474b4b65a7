import { useMemo } from "react";
import type { FieldErrors, Path, UseFormRegister } from "react-hook-form";
import { Checkbox } from "../../../components/ui/checkbox";
import { NativeSelect } from "../../../components/ui/native-select";
import { TextInput } from "../../../components/ui/text-input";
import { timeZoneChoices } from "../../../lib/event-time";
import type { EventFormValues } from "../event-form";

type WithEvent = { event: EventFormValues };

/** Any form holding `event`: the upload form and the edit form alike. */
export interface EventFieldsProps<Values extends WithEvent> {
  register: UseFormRegister<Values>;
  errors: FieldErrors<WithEvent>;
  /** Whether the box is ticked: the event's inputs show only then. */
  enabled: boolean;
  /** The zone chosen (a saved event's zone stays among the choices). */
  timezone: string;
  disabled?: boolean;
  /** A line under the box, e.g. why the event cannot be edited now. */
  note?: string;
}

/**
 * "This is an event" (issue 63): when ticked, when it starts and ends on the clock of its time
 * zone (the browser's by default), where, the join link registrants get and how many seats.
 */
export function EventFields<Values extends WithEvent>({
  register: registerAny,
  errors,
  enabled,
  timezone,
  disabled = false,
  note,
}: EventFieldsProps<Values>) {
  const register = (name: `event.${keyof EventFormValues}`) => registerAny(name as Path<Values>);
  const zones = useMemo(
    () =>
      timeZoneChoices(timezone).map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") })),
    [timezone],
  );
  const invalid = errors.event;
  return (
    <fieldset className="space-y-4 rounded-lg p-4 ring-1 ring-slate-200" disabled={disabled}>
      <legend className="px-1 text-sm font-semibold text-slate-900">Event</legend>
      <Checkbox label="This is an event" {...register("event.enabled")} />
      {note && <p className="text-sm text-slate-600">{note}</p>}
      {enabled && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextInput
            label="Start"
            type="datetime-local"
            hint="On the clock of the time zone below."
            error={invalid?.starts_at?.message}
            {...register("event.starts_at")}
          />
          <TextInput
            label="End"
            type="datetime-local"
            error={invalid?.ends_at?.message}
            {...register("event.ends_at")}
          />
          <NativeSelect
            label="Time zone"
            placeholder="Choose a time zone"
            options={zones}
            error={invalid?.timezone?.message}
            {...register("event.timezone")}
          />
          <TextInput
            label="Location"
            hint="Optional, e.g. Online, or a venue."
            autoComplete="off"
            error={invalid?.location?.message}
            {...register("event.location")}
          />
          <TextInput
            label="Join URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            hint="Optional. Only registrants see it."
            error={invalid?.join_url?.message}
            {...register("event.join_url")}
          />
          <TextInput
            label="Capacity"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="Optional. Empty: no limit."
            error={invalid?.capacity?.message}
            {...register("event.capacity")}
          />
        </div>
      )}
    </fieldset>
  );
}
