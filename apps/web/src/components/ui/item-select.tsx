import type { ReactNode, SelectHTMLAttributes } from 'react';
import { fieldLabelClass } from './form-field';

interface ItemSelectProps<T> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  value: string;
  onChoose: (value: string) => void;
  items: readonly T[];
  itemValue: (item: T) => string;
  itemLabel: (item: T) => ReactNode;
  /** The empty first option's text; none when the select always holds a choice. */
  placeholder?: ReactNode;
}

/** A controlled select with one option per item, after an empty option when there is a placeholder. */
export function ItemSelect<T>({
  onChoose,
  items,
  itemValue,
  itemLabel,
  placeholder,
  className = 'select w-full',
  ...select
}: ItemSelectProps<T>) {
  return (
    <select className={className} {...select} onChange={(event) => onChoose(event.target.value)}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {items.map((item) => (
        <option key={itemValue(item)} value={itemValue(item)}>
          {itemLabel(item)}
        </option>
      ))}
    </select>
  );
}

/** An ItemSelect and its label: shown above it, or (`hideLabel`) read only by screen readers. */
export function LabelledSelect<T>({
  id,
  label,
  hideLabel = false,
  ...select
}: ItemSelectProps<T> & { id: string; label: ReactNode; hideLabel?: boolean }) {
  return (
    <>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : fieldLabelClass}>
        {label}
      </label>
      <ItemSelect id={id} {...select} />
    </>
  );
}
