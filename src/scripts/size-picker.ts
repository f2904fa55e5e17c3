/** The page's size picker when the piece is made in sizes (the picker is shown), else null. */
export function sizePicker(id = 'detail-size'): HTMLFieldSetElement | null {
  const picker = document.getElementById(id);
  return picker instanceof HTMLFieldSetElement && !picker.hidden ? picker : null;
}

/** The size chosen in a picker, or undefined while none is. */
export const chosenSize = (picker: HTMLElement) =>
  picker.querySelector<HTMLInputElement>('input[name="size"]:checked')?.value;

/** Say "Choose a size" beside the picker and move to its first choice. */
export function askForSize(picker: HTMLElement) {
  const error = picker.querySelector<HTMLElement>('[data-size-error]');
  if (error) error.textContent = 'Choose a size';
  picker.classList.add('size-needed');
  picker.querySelector<HTMLInputElement>('input[name="size"]')?.focus();
}

/** After a choice: the message goes, and the note gives the size's inner measure. */
export function sizeChosen(picker: HTMLElement) {
  const error = picker.querySelector<HTMLElement>('[data-size-error]');
  if (error) error.textContent = '';
  picker.classList.remove('size-needed');
  const input = picker.querySelector<HTMLInputElement>('input[name="size"]:checked');
  const note = picker.querySelector<HTMLElement>('[data-size-note]');
  if (note && input) note.textContent = `Size ${input.value}: ${input.dataset.measure ?? ''}`;
}
