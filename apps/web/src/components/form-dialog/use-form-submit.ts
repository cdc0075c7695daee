import type { FormInstance } from 'antd';
import { useState } from 'react';

/**
 * The OK of a form dialog: validates the form (the fields show their own messages and nothing is
 * sent), then runs `send` with the values, one call at a time (`busy` for the OK button). A refused
 * request is told by the request layer, so the dialog just stays open.
 */
export function useFormSubmit<V>(form: FormInstance<V>, send: (values: V) => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await send(values);
    } catch {
      // the request layer showed the refusal
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
