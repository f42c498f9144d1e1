import { DownloadIcon } from '#client/features/content/ui.tsx';

export interface Download {
  /** A record's id; copy from content/ is keyed by its link. */
  id?: string;
  title: string;
  text: string;
  href: string;
  button: string;
  /** 'en' on a word that is English on a Spanish page (a record without its Spanish words). */
  lang?: Partial<Record<'title' | 'text' | 'button', 'en' | undefined>>;
}

/** Media files to download; each link names its file, so the browser saves rather than opens it. */
export function DownloadList({ downloads }: { downloads: Download[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {downloads.map((item) => (
        <li
          key={item.id ?? item.href}
          className="flex flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm"
        >
          <h3 lang={item.lang?.title} className="font-serif text-xl font-bold text-navy-950">
            {item.title}
          </h3>
          <p lang={item.lang?.text} className="mt-1 flex-1 text-navy-800">
            {item.text}
          </p>
          <p className="mt-5">
            <a
              href={item.href}
              download={item.href.split('/').pop()}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-navy-300 px-5 py-2 font-semibold text-navy-900 transition-colors hover:border-navy-900 hover:bg-navy-50"
            >
              <DownloadIcon />
              <span lang={item.lang?.button}>{item.button}</span>
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
