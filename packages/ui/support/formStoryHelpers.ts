import { expect, userEvent, waitFor, type within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** The control labelled `label` (the required asterisk is decorative and ignored). */
export function field(canvas: Canvas, label: string): HTMLElement {
  return canvas.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

/** Waits until the control labelled `label` shows `message` as its error (in small red text). */
export async function expectFieldError(canvas: Canvas, label: string, message: string) {
  const control = field(canvas, label);
  await waitFor(() => expect(control).toHaveAttribute('aria-invalid', 'true'));
  await expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
  const error = document.getElementById(`${control.id}-error`);
  await expect(error).toHaveTextContent(message);
  await expect(error).toHaveClass('text-danger');
}

/** Replaces the value of the control labelled `label`. */
export async function fill(canvas: Canvas, label: string, value: string) {
  const control = field(canvas, label);
  await userEvent.clear(control);
  if (value) await userEvent.type(control, value);
}

/** Fills each labelled control with its value (in order), then clicks the submit button `submit`. */
export async function submitForm(canvas: Canvas, values: Record<string, string>, submit: string) {
  for (const [label, value] of Object.entries(values)) await fill(canvas, label, value);
  await userEvent.click(canvas.getByRole('button', { name: submit }));
}

/** Chooses a district in the District picker by typing its name (requirements §17), as a person would. */
export async function chooseDistrict(canvas: Canvas, name: string) {
  const picker = canvas.getByRole('combobox', { name: /^(District|জেলা)\*?$/ });
  await userEvent.clear(picker);
  await userEvent.type(picker, name);
  await userEvent.keyboard('{Enter}');
  await expect(picker).toHaveValue(name);
}
