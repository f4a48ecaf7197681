import { SiteLink } from '../ui/SiteLink';
import type { Feature, Hero } from '@/lib/content/types';
import { isExternal, withBasePath } from '@/lib/routes';
import { ServerIcon } from '../ui/ServerIcon';
import { pageStrings } from '@/lib/i18n/page';
import { format } from '@/lib/i18n/strings';

export const DEFAULT_HERO: Required<Pick<Hero, 'name' | 'text' | 'tagline'>> = {
  name: 'Difuse DMSBG',
  text: 'Router, firewall, Wi-Fi, VPN and phone system in one appliance',
  tagline: 'One box, infinite solutions.',
};

/** A hero button or feature card; one to another site says where it opens. */
function CardLink({ href, className, children }: { href: string; className: string; children: React.ReactNode }) {
  return (
    <SiteLink href={href} className={className}>
      {isExternal(href) ? (
        <>
          {children}
          <span className="sr-only">{format(pageStrings()['home.opensIn'], { host: new URL(href).hostname })}</span>
        </>
      ) : (
        children
      )}
    </SiteLink>
  );
}

/** Hero and feature cards. Links arrive already resolved to the page's version. */
/** A version's home: the hero, its features, and `actions` under the hero's links (saving the version for offline reading). */
export function Home({ hero, features = [], actions }: { hero?: Hero; features?: Feature[]; actions?: React.ReactNode }) {
  const h = { ...DEFAULT_HERO, ...hero };
  const image = h.image;
  return (
    <div className="home">
      <section className="hero">
        <div className="hero-copy">
          <h1 className="hero-name">{h.name}</h1>
          <p className="hero-text">
            {h.text.split('\n').map((line, i) => (
              <span key={i}>{line}</span>
            ))}
          </p>
          <p className="hero-tagline">{h.tagline}</p>
          <div className="hero-actions">
            {(h.actions ?? []).map((a) => (
              <CardLink key={a.text} href={a.link} className={`button ${a.theme === 'alt' ? 'button-alt' : 'button-brand'}`}>
                {a.text}
              </CardLink>
            ))}
          </div>
          {actions ? <div className="hero-page-actions">{actions}</div> : null}
        </div>
        {image ? (
          <div className="hero-image">
            {typeof image.src === 'string' ? (
              <img src={withBasePath(image.src)} alt={image.alt ?? ''} width={375} height={375} srcSet={image.srcset} sizes={image.sizes} />
            ) : (
              <>
                <img className="logo-light" src={withBasePath(image.src.light)} alt={image.alt ?? ''} width={375} height={375} />
                <img className="logo-dark" src={withBasePath(image.src.dark)} alt={image.alt ?? ''} width={375} height={375} />
              </>
            )}
          </div>
        ) : null}
      </section>
      {features.length ? (
        <section className="features" aria-label={pageStrings()['home.features']}>
          {features.map((f) => {
            const body = (
              <>
                {f.icon ? (
                  <span className="feature-icon" aria-hidden="true">
                    <ServerIcon name={f.icon} size={26} />
                  </span>
                ) : null}
                <h2 className="feature-title">{f.title}</h2>
                <p className="feature-details">{f.details}</p>
              </>
            );
            return (
              <div key={f.title} className={f.span && f.span !== 4 ? `feature span-${f.span}` : 'feature'}>
                {f.link ? (
                  <CardLink href={f.link} className="feature-card">
                    {body}
                  </CardLink>
                ) : (
                  <div className="feature-card">{body}</div>
                )}
              </div>
            );
          })}
        </section>
      ) : null}
    </div>
  );
}
