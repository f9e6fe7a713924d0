import banglaFace from '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2?url';
import { useEffect, useState } from 'react';
import type { ApprovalEmailProps } from '../src/ApprovalEmail.ts';
import type { OrderEmailProps } from '../src/OrderEmail.ts';
import type { PurchaseEmailProps } from '../src/PurchaseEmail.ts';
import { renderApprovalEmail, renderOrderEmail, renderPurchaseEmail, type RenderedEmail } from '../src/render.ts';

/** `render`'s email, rendered again whenever one of `inputs` changes; null until it is ready. */
function useRendered(render: () => Promise<RenderedEmail>, inputs: readonly unknown[]) {
  const [parts, setParts] = useState<{ html: string; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    void render().then(({ html, text }) => {
      if (live) setParts({ html, text });
    });
    return () => {
      live = false;
    };
    // The inputs are the props `render` reads: it is a new function on every call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, inputs);
  return parts;
}

/**
 * The Bangla face mail clients have (Android's and Gmail's Noto Sans Bengali), given to the preview:
 * the machine that takes the visual baselines has no Bangla face of its own, and the email itself
 * names the clients' faces, never a file of ours.
 */
const withBanglaFace = (html: string) =>
  html.replace(
    '</head>',
    `<style>@font-face{font-family:'Noto Sans Bengali';font-weight:100 900;src:url(${banglaFace}) format('woff2-variations');}</style></head>`,
  );

/** The HTML part in a frame the width of a mail client, and the plain-text part below it. */
function Parts({ parts, width }: { parts: { html: string; text: string } | null; width: number }) {
  if (!parts) return <p role="status">Rendering the email</p>;
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: width }}>
      <iframe
        title="Email, as HTML"
        srcDoc={withBanglaFace(parts.html)}
        style={{ width: '100%', height: 760, border: '1px solid #e2e8f0' }}
      />
      {/* Bangla's letters from the store's own face (loaded for Bangla stories): no monospace face has them. */}
      <section aria-label="Email, as plain text">
        <pre
          style={{ whiteSpace: 'pre-wrap', font: "13px/1.5 ui-monospace, monospace, 'Storefront Bangla'", margin: 0 }}
        >
          {parts.text}
        </pre>
      </section>
    </div>
  );
}

/** An order email as its reader gets it (stories only). */
export function EmailPreview({
  width = 640,
  template,
  data,
  origin,
  contactEmail,
  locale,
}: OrderEmailProps & { width?: number }) {
  const parts = useRendered(
    () => renderOrderEmail({ template, data, origin, contactEmail, locale }),
    [template, data, origin, contactEmail, locale],
  );
  return <Parts parts={parts} width={width} />;
}

/** A purchase's email as its reader gets it (stories only). */
export function PurchaseEmailPreview({
  width = 640,
  template,
  data,
  origin,
  contactEmail,
  locale,
}: PurchaseEmailProps & { width?: number }) {
  const parts = useRendered(
    () => renderPurchaseEmail({ template, data, origin, contactEmail, locale }),
    [template, data, origin, contactEmail, locale],
  );
  return <Parts parts={parts} width={width} />;
}

/** An approval email (requirements §20.4) as its reader gets it (stories only). */
export function ApprovalEmailPreview({
  width = 640,
  template,
  data,
  origin,
  contactEmail,
  locale,
}: ApprovalEmailProps & { width?: number }) {
  const parts = useRendered(
    () => renderApprovalEmail({ template, data, origin, contactEmail, locale }),
    [template, data, origin, contactEmail, locale],
  );
  return <Parts parts={parts} width={width} />;
}
