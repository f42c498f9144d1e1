/** A testimony from someone who read a devotional: a record staff manage. */
export interface TestimonyQuote {
  id: string;
  quote: string;
  name: string;
}

/**
 * The testimonies of a devotional page, one sand-coloured quote each, stacked; the column stretches
 * them to its height, so a single quote fills it as before.
 */
export function TestimonyQuotes({ testimonies }: { testimonies: TestimonyQuote[] }) {
  if (testimonies.length === 0) return null;
  return (
    <div className="flex flex-col gap-6">
      {testimonies.map((testimony) => (
        <figure key={testimony.id} className="flex-1 rounded-2xl bg-sand p-8">
          <blockquote className="font-serif text-xl text-navy-900 italic">“{testimony.quote}”</blockquote>
          <figcaption className="mt-4 font-semibold text-navy-700">{testimony.name}</figcaption>
        </figure>
      ))}
    </div>
  );
}
