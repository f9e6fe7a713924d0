import { Trans as LinguiTrans, type TransProps } from '@lingui/react';

/**
 * Lingui's <Trans>, with every text value kept as text: Lingui writes a message's values into it and
 * then reads `<tag>…</tag>` in the result as its own elements, so a stored name such as
 * "<b>Fan</b>" lost its tags and text (e2e/stored-scripts.spec.ts). A text value given as an
 * element is placed as it is. The macros' <Trans> is this one (build/lingui.ts).
 */
export function Trans(props: TransProps) {
  const values =
    props.values &&
    Object.fromEntries(
      Object.entries(props.values).map(([name, value]) => [name, typeof value === 'string' ? <>{value}</> : value]),
    );
  return <LinguiTrans {...props} values={values} />;
}
