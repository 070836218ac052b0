/** A select's options: one per value, in the list's order, each worded by `label`. */
export function ValueOptions<T extends string>({
  values,
  label,
}: {
  values: readonly T[];
  label: (value: T) => string;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
