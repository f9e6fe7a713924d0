import { useEffect, useState } from 'react';
import type { OrderEmailProps } from './OrderEmail.ts';
import { renderOrderEmail } from './render.ts';

/**
 * An order email as its reader gets it (stories only): the HTML part in a frame the width of a
 * mail client, and the plain-text part below it.
 */
export function EmailPreview({
  width = 640,
  template,
  data,
  origin,
  contactEmail,
}: OrderEmailProps & { width?: number }) {
  const [parts, setParts] = useState<{ html: string; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    void renderOrderEmail({ template, data, origin, contactEmail }).then(({ html, text }) => {
      if (live) setParts({ html, text });
    });
    return () => {
      live = false;
    };
  }, [template, data, origin, contactEmail]);
  if (!parts) return <p role="status">Rendering the email</p>;
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: width }}>
      <iframe
        title="Email, as HTML"
        srcDoc={parts.html}
        style={{ width: '100%', height: 760, border: '1px solid #e2e8f0' }}
      />
      <section aria-label="Email, as plain text">
        <pre style={{ whiteSpace: 'pre-wrap', font: '13px/1.5 ui-monospace, monospace', margin: 0 }}>{parts.text}</pre>
      </section>
    </div>
  );
}
