import { FormField } from '../../../components/ui/form-field';

/** The cash the rider took at the door, in taka as typed (a completion's or a partial delivery's). */
export function CashField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField className="form-control w-full" id={props.id} label={props.label}>
      <input
        id={props.id}
        className="input input-bordered w-full"
        inputMode="decimal"
        required
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </FormField>
  );
}
