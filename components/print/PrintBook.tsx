import type { ReactNode } from 'react';
import type { PrintBook as PrintBookData, PrintChapter, PrintContentsItem } from '@/lib/content/types';
import { PrintMeta } from '../doc/PrintMeta';
import { chapterComponents } from './chapterComponents';
import { pageStrings } from '@/lib/i18n/page';
import { format } from '@/lib/i18n/strings';

function Contents({ items }: { items: PrintContentsItem[] }) {
  return (
    <ol>
      {items.map((item, i) => (
        <li key={i}>
          {item.anchor !== undefined ? <a href={`#${item.anchor}`}>{item.text}</a> : <span className="print-contents-group">{item.text}</span>}
          {item.items?.length ? <Contents items={item.items} /> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * A version's print page: a contents list, then every guide as a chapter starting on a new sheet.
 * `render` runs a chapter's compiled MDX with the components it gets (the route owns the MDX runtime).
 */
export function PrintBook({ book, render }: { book: PrintBookData; render: (chapter: PrintChapter, components: ReturnType<typeof chapterComponents>) => ReactNode }) {
  const anchors = new Map(book.chapters.map((c) => [c.routePath, c.anchor]));
  const s = pageStrings();
  const title = format(s['print.title'], { version: book.version });
  return (
    <div className="print-book prose">
      <h1>{title}</h1>
      <PrintMeta title={s['print.allPages']} version={book.version} routePath={book.routePath} />
      <p className="screen-only print-hint">
        {format(s['print.hint'], { version: book.version, count: book.chapters.length })}
      </p>
      <nav className="print-contents" aria-labelledby="print-contents-title">
        <h2 id="print-contents-title">{s['print.contents']}</h2>
        <Contents items={book.contents} />
      </nav>
      {book.chapters.map((chapter) => (
        <article key={chapter.anchor} className="print-chapter" aria-labelledby={chapter.anchor} lang={chapter.lang} dir={chapter.lang ? 'ltr' : undefined}>
          <h2 id={chapter.anchor} className="print-chapter-title">
            {chapter.title}
          </h2>
          <PrintMeta title={chapter.title} version={book.version} routePath={chapter.routePath} />
          {render(chapter, chapterComponents(chapter, anchors))}
        </article>
      ))}
    </div>
  );
}
