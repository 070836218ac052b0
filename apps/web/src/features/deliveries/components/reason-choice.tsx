import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';

/** One reason out of a fixed list, as large radio rows a thumb can hit (a failed attempt, a partial delivery). */
export function ReasonChoice<Reason extends string>(props: {
  legend: string;
  name: string;
  reasons: readonly Reason[];
  value: Reason | undefined;
  label: (reason: Reason) => string;
  onChange: (reason: Reason) => void;
  /** False when the list sits inside a form it must not hold back (the door's proof). */
  required?: boolean;
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-semibold">{props.legend}</legend>
      {props.reasons.map((reason) => (
        <label key={reason} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="radio"
            className="radio radio-sm"
            name={props.name}
            value={reason}
            checked={props.value === reason}
            required={props.required ?? true}
            onChange={() => props.onChange(reason)}
          />
          <span>{props.label(reason)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The note that goes with a reason: required when the reason is "other" (the server's rule too). */
export function ReasonNote(props: {
  id: string;
  required: boolean;
  value: string;
  onChange: (note: string) => void;
  rows?: number;
}) {
  const { t } = useTranslation('deliveries');
  return (
    <FormField
      className="form-control w-full"
      id={props.id}
      label={props.required ? t('fail.noteRequired') : t('fail.note')}
    >
      <textarea
        id={props.id}
        className="textarea textarea-bordered w-full"
        rows={props.rows}
        maxLength={300}
        required={props.required}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </FormField>
  );
}
