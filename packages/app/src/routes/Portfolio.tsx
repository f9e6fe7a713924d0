import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@storefront/ui';
import { portfolios } from '../content/portfolio.ts';
import { Page } from '../components/Page.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

const section = 'rounded-card border border-line bg-surface p-6 shadow-card';
const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

export function Component() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`My Portfolio`);
  const { name, title, summary, contact, education, skills, projects } = portfolios[i18n.locale === 'bn' ? 'bn' : 'en'];
  const { email, phone, location } = contact;
  return (
    <Page className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-heading font-bold text-ink">{name}</h1>
        <p className="text-title text-ink-muted">{title}</p>
        <p className="max-w-prose text-body text-ink-muted">{summary}</p>
      </header>

      <section aria-labelledby="portfolio-contact" className={section}>
        <h2 id="portfolio-contact" className="mb-3 text-title font-semibold">
          <Trans>Contact</Trans>
        </h2>
        <ul className="flex flex-col gap-1 text-body">
          <li>
            <Trans>
              Email:{' '}
              <a className={linkClass} href={`mailto:${email}`}>
                {email}
              </a>
            </Trans>
          </li>
          {phone ? (
            <li>
              <Trans>Phone: {phone}</Trans>
            </li>
          ) : null}
          {location ? (
            <li>
              <Trans>Location: {location}</Trans>
            </li>
          ) : null}
          {contact.links.map((link) => (
            <li key={link.url + link.label}>
              <a className={linkClass} href={link.url} target="_blank" rel="noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="portfolio-education" className={section}>
        <h2 id="portfolio-education" className="mb-3 text-title font-semibold">
          <Trans>Education</Trans>
        </h2>
        <ul className="flex flex-col gap-3">
          {education.map((entry) => (
            <li key={entry.degree}>
              <p className="font-semibold text-ink">{entry.degree}</p>
              <p className="text-body-sm text-ink-muted">
                {entry.school}, {entry.years}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="portfolio-skills" className={section}>
        <h2 id="portfolio-skills" className="mb-3 text-title font-semibold">
          <Trans>Skills</Trans>
        </h2>
        <dl className="flex flex-col gap-3">
          {Object.entries(skills).map(([level, list]) => (
            <div key={level} className="flex flex-col gap-2 sm:flex-row sm:items-baseline">
              <dt className="w-32 shrink-0 font-semibold text-ink">{level}</dt>
              <dd className="flex flex-wrap gap-2">
                {list.map((skill) => (
                  <Badge key={skill} variant="primary">
                    {skill}
                  </Badge>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="portfolio-projects" className={section}>
        <h2 id="portfolio-projects" className="mb-3 text-title font-semibold">
          <Trans>Projects</Trans>
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {projects.map(({ name: project, description, url }) => (
            <li key={project} className="flex flex-col gap-2 rounded-control border border-line p-4">
              <h3 className="font-semibold text-ink">{project}</h3>
              <p className="flex-1 text-body-sm text-ink-muted">{description}</p>
              <a className={linkClass} href={url} target="_blank" rel="noreferrer">
                <Trans>View {project}</Trans>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
