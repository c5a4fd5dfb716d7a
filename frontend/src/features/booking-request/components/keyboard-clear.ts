/**
 * Whether a key press leaves a field's text empty: Delete or Backspace with all of its text selected (Ctrl+A, or a
 * double click), on a field already emptied, or erasing its one last character. The booking's date and time pickers
 * are cleared that way, by keyboard and mouse alike: their reset buttons are gone from the Tab order (issue 30).
 */
export function emptiesField(key: string, text: string, selectionStart: number | null, selectionEnd: number | null): boolean {
  if (key !== 'Delete' && key !== 'Backspace') return false;
  if (text === '') return true;
  const start = selectionStart ?? 0;
  const end = selectionEnd ?? start;
  if (start === 0 && end === text.length) return true;
  if (text.length !== 1 || start !== end) return false;
  return key === 'Backspace' ? start === 1 : start === 0;
}
