import { afterEach, describe, expect, it } from 'vitest';
import { $toasts, toast } from '../stores/toast';
import { formToast } from './form-toast';

const texts = () => $toasts.get().map((t) => t.text);

afterEach(() => $toasts.set([]));

describe('formToast', () => {
  it('shows one error toast per form: a new failure replaces the previous one', () => {
    const form = formToast();
    form.fail('Please fill all fields and accept terms.');
    form.fail('Passwords must match!!');
    expect($toasts.get()).toEqual([
      expect.objectContaining({ text: 'Passwords must match!!', kind: 'error' }),
    ]);
  });

  it('clears its own toast and leaves the others', () => {
    toast('Item Added To Cart');
    const form = formToast();
    form.fail('Please check the highlighted fields.');
    form.clear();
    expect(texts()).toEqual(['Item Added To Cart']);
    form.clear();
    expect(texts()).toEqual(['Item Added To Cart']);
  });
});
