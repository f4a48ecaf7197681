import { siteConfig } from '@/lib/config/site';

export function Footer({ message }: { message?: string }) {
  return (
    <footer className="site-footer">
      {message ? <p className="footer-message">{message}</p> : null}
      <p>
        {siteConfig.copyright}{' '}
        <a href={siteConfig.companyUrl} target="_blank" rel="noopener noreferrer">
          difuse.io
        </a>
      </p>
    </footer>
  );
}
