// Server only: the translation status page (lib/content/outputs/translationStatus.ts): for each
// language, its interface strings and, version by version, a table of every page's state, so a
// translator sees what to translate next and which English sections changed under a translation.
import type { StatusPage, TranslationStatus as TranslationStatusData } from '@/lib/content/types';
import { withBasePath } from '@/lib/routes';
import { pageStrings } from '@/lib/i18n/page';
import { format } from '@/lib/i18n/strings';

function State({ page }: { page: StatusPage }) {
  const s = pageStrings();
  if (page.state === 'missing') return <>{s['status.missing']}</>;
  if (page.state === 'current') return <>{page.inheritedFrom ? format(s['status.inherited'], { version: page.inheritedFrom }) : s['status.current']}</>;
  return (
    <>
      {page.inheritedFrom ? format(s['status.outdatedInherited'], { version: page.inheritedFrom }) : s['status.outdated']}
      {page.sections?.length ? ': ' : null}
      {page.sections?.map((section, i) => (
        <span key={section.link + i}>
          {i ? ', ' : null}
          <a href={withBasePath(section.link)}>{section.heading}</a>
        </span>
      ))}
    </>
  );
}

export function TranslationStatus({ status }: { status: TranslationStatusData }) {
  const s = pageStrings();
  return (
    <article className="translation-status prose">
      <h1>{s['status.title']}</h1>
      <p>{s['status.intro']}</p>
      {status.languages.map((language) => (
        <section key={language.code} lang={language.code} aria-labelledby={`status-${language.code}`}>
          <h2 id={`status-${language.code}`}>
            {language.label} ({language.code})
          </h2>
          <p lang="en">{format(s['status.strings'], { translated: language.strings.translated, total: language.strings.total })}</p>
          {language.strings.english.length ? (
            <details lang="en">
              <summary>{s['status.stringsEnglish']}</summary>
              <p>
                {language.strings.english.map((key, i) => (
                  <span key={key}>
                    {i ? ', ' : null}
                    <code>{key}</code>
                  </span>
                ))}
              </p>
            </details>
          ) : null}
          {language.versions.map(({ version, pages }) => {
            const count = (state: StatusPage['state']) => pages.filter((p) => p.state === state).length;
            return (
              <details key={version} lang="en" open={count('outdated') > 0}>
                <summary data-version={version}>{format(s['status.counts'], { version, current: count('current'), outdated: count('outdated'), missing: count('missing') })}</summary>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{s['status.page']}</th>
                      <th scope="col">{s['status.state']}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {pages.map((page) => (
                      <tr key={page.link} data-state={page.state}>
                        <td lang={page.state === 'missing' ? 'en' : language.code}>
                          <a href={withBasePath(page.link)}>{page.title}</a>
                        </td>
                        <td>
                          <State page={page} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            );
          })}
        </section>
      ))}
    </article>
  );
}
