import type { Founder } from '#client/features/content/content.ts';
import { ContentImage } from '#client/components/ContentImage.tsx';
import { Markdown } from '#client/features/content/Markdown.tsx';

/** One founder: portrait, name, role and a short biography. */
export function FounderCard({ founder }: { founder: Founder }) {
  return (
    <li className="overflow-hidden rounded-3xl border border-navy-100 bg-white shadow-sm">
      {/* Two cards a row from md (48rem), in a container at most 80rem wide. */}
      <ContentImage
        image={founder.image}
        sizes="(min-width: 80rem) 38rem, (min-width: 48rem) 46vw, 92vw"
        className="aspect-[4/3] h-auto w-full bg-sand object-cover object-[50%_30%]"
      />
      <div className="p-6 sm:p-8">
        <h3 className="font-serif text-2xl font-bold text-navy-950">{founder.name}</h3>
        <p className="mt-1 font-semibold tracking-wide text-gold-700">{founder.role}</p>
        {/* Markdown paragraphs, rendered and sanitised on the server (site content). */}
        {founder.bio.map((paragraph) => (
          <Markdown
            key={paragraph.slice(0, 32)}
            html={paragraph}
            className="mt-4 leading-relaxed text-navy-800"
          />
        ))}
      </div>
    </li>
  );
}
