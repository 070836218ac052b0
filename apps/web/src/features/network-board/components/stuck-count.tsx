import { useNumberFormat } from '../../../lib/use-number-format';

/** A hub's stuck parcels: plain at zero, a red badge otherwise (it needs someone's attention). */
export function StuckCount({ count }: { count: number }) {
  const number = useNumberFormat();
  if (count === 0) return <span>{number(0)}</span>;
  return (
    <span className="badge badge-error font-semibold" data-stuck="yes">
      {number(count)}
    </span>
  );
}
