import { Trans, useLingui } from '@lingui/react/macro';
import { blogPosts } from '../content/blogs.ts';
import { Page } from '../components/Page.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Blogs`);
  return (
    <Page>
      <h1 className="mb-2 text-heading font-bold text-ink">
        <Trans>Blogs</Trans>
      </h1>
      <p className="mb-8 text-body text-ink-muted">
        <Trans>Questions we are often asked about front-end development, answered by our web team.</Trans>
      </p>
      <div className="flex flex-col gap-6">
        {blogPosts.map((post) => (
          <article
            key={post.id}
            aria-labelledby={`blog-${post.id}`}
            className="rounded-card border border-line bg-surface p-6 shadow-card"
          >
            <h2 id={`blog-${post.id}`} className="mb-3 text-title font-semibold text-ink">
              {i18n._(post.question)}
            </h2>
            <div className="flex flex-col gap-3 text-body break-words text-ink-muted">
              {post.answer.map((paragraph) => (
                <p key={paragraph.id}>{i18n._(paragraph)}</p>
              ))}
            </div>
          </article>
        ))}
      </div>
    </Page>
  );
}
