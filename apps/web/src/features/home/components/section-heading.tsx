/** A home section's kicker, h2 and intro, centred. */
export function SectionHeading({
  id,
  kicker,
  title,
  intro,
}: {
  id: string;
  kicker: string;
  title: string;
  intro?: string;
}) {
  return (
    <div className="mx-auto mb-8 max-w-2xl text-center sm:mb-10">
      <p className="font-semibold text-primary text-sm uppercase tracking-wider">{kicker}</p>
      <h2 id={id} className="mt-2 text-balance font-bold text-2xl sm:text-3xl lg:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-3 text-base-content/80">{intro}</p>}
    </div>
  );
}
