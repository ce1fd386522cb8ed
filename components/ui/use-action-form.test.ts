// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

// A person on a slow phone may type before the page hydrates: the browser keeps the text in the
// input, but no change event reaches the form. What they see must be what is sent.

vi.mock('./toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { useActionForm } = await import('./use-action-form');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Values = { brandName: string; city: string; agree: boolean; picture?: File };

function Form({ action, picture }: { action: (v: Values) => Promise<{ data: { message: string } }>; picture?: File }) {
  const { form, onSubmit } = useActionForm(action, { defaultValues: { brandName: 'Chai & Co', city: '', agree: false } });
  if (picture && !form.getValues('picture')) form.setValue('picture', picture);
  return createElement(
    'form',
    { onSubmit, noValidate: true },
    createElement('input', { 'aria-label': 'Brand Name', ...form.register('brandName') }),
    createElement('input', { 'aria-label': 'City', ...form.register('city') }),
    createElement('input', { 'aria-label': 'Agree', type: 'checkbox', ...form.register('agree') }),
    createElement('input', { 'aria-label': 'Picture', type: 'file', ...form.register('picture') }),
    createElement('button', { type: 'submit' }, 'Submit'),
  );
}

async function typeBeforeHydrationThenSubmit(edit: (root: HTMLElement) => void, picture?: File) {
  const action = vi.fn<(v: Values) => Promise<{ data: { message: string } }>>(async () => ({ data: { message: 'ok' } }));
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(createElement(Form, { action, picture }));
  edit(container);
  await act(async () => {
    hydrateRoot(container, createElement(Form, { action, picture }));
  });
  await act(async () => {
    container.querySelector('form')!.requestSubmit();
  });
  container.remove();
  return action.mock.calls[0]![0];
}

const input = (root: HTMLElement, label: string) => root.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;

describe('useActionForm before hydration', () => {
  it('sends what the inputs show, including text typed and boxes ticked before the page hydrated', async () => {
    const sent = await typeBeforeHydrationThenSubmit((root) => {
      input(root, 'Brand Name').value = '';
      input(root, 'City').value = 'Kochi';
      input(root, 'Agree').checked = true;
    });
    expect(sent).toMatchObject({ brandName: '', city: 'Kochi', agree: true });
  });

  it('keeps the defaults of untouched inputs and a File given with setValue (a file input never overrides it)', async () => {
    const picture = new File(['x'], 'me.png', { type: 'image/png' });
    const sent = await typeBeforeHydrationThenSubmit(() => {}, picture);
    expect(sent.brandName).toBe('Chai & Co');
    expect(sent.city).toBe('');
    expect(sent.agree).toBe(false);
    expect(sent.picture).toBe(picture);
  });
});
