// What a visitor typed into an island's fields before its code was live stays in the fields
// (the browser keeps it, and hydrating leaves it), but a controlled field's state starts from
// the value the server drew (Pay Online's amount: ''), and the component's first redraw puts
// that back. Once the island is live, each field that differs from what the server drew
// tells its component, as typing it would have.
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Which options the server's HTML selects: without a `selected` one, a one-choice list shows its first. */
function drawnSelected(select: HTMLSelectElement): boolean[] {
  const marked = [...select.options].map((option) => option.defaultSelected);
  if (select.multiple || select.size > 1 || marked.includes(true)) return marked;
  return marked.map((_, index) => index === 0);
}

/** What the visitor left in a field, or undefined where they left it as the server drew it. */
function typedInto(field: Field): (() => void) | undefined {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].map((option) => option.selected);
    const drawn = drawnSelected(field);
    if (chosen.every((selected, index) => selected === drawn[index])) return undefined;
    return () => {
      chosen.forEach((selected, index) => (field.options[index]!.selected = selected));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const checked = field.checked;
    // A radio the visitor left is told of by the one they chose.
    if (checked === field.defaultChecked || (field.type === 'radio' && !checked)) return undefined;
    return () => {
      field.checked = !checked; // through the element, which React watches: not what was chosen
      field.click(); // the visitor's press: React sees the change
    };
  }
  const typed = field.value;
  if (typed === field.defaultValue) return undefined;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
  return () => {
    field.value = field.defaultValue; // through the element, which React watches: not what was typed
    setValue.call(field, typed); // past it, as typing does: React sees the change
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

/** Re-sends, as the visitor's own, each change made to `root`'s fields before its code was live: one field a task, as a person's come. */
export async function tellTypedBeforeLive(root: HTMLElement): Promise<void> {
  // Read all first: telling one field redraws the component, which may put the others back.
  const typed = [...root.querySelectorAll<Field>('input, textarea, select')].map(typedInto).filter((tell) => tell !== undefined);
  for (const tell of typed) {
    tell();
    await new Promise((next) => setTimeout(next));
  }
}
