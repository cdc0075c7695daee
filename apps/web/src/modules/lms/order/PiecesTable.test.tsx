import { Form } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, mount, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import type { OrderFormValues, PieceRow } from './order-form.ts';
import { PiecesTable } from './PiecesTable.tsx';

/** The pieces table shows each row's rule message and volume weight as the form holds them. */

function Harness({ pieces }: { pieces: PieceRow[] }) {
  const [form] = Form.useForm<OrderFormValues>();
  return (
    <Form form={form} initialValues={{ pieces }}>
      <PiecesTable form={form} volumeDivisor={6000} />
    </Form>
  );
}

let unmount: () => Promise<void>;
beforeAll(prepareDom);
afterEach(async () => unmount());

describe('PiecesTable', () => {
  it('shows the row message of a piece with only its length, marks that row, and the volume weight of a full one', async () => {
    unmount = await mount(
      <Harness
        pieces={[
          { orderActualWeight: '8', orderLength: '50', orderWidth: '40', orderHeight: '30' },
          { orderLength: '20' },
        ]}
      />,
    );
    expect(byTestId('order-piece-0-message')).toBeNull();
    expect(byTestId('order-piece-1-message')?.textContent).toBe(
      'Row 2: weight, length, width and height must be all filled or all empty',
    );
    expect(byTestId('order-piece-0-volume')?.textContent).toBe('10.000');
    expect(byTestId('order-piece-1-volume')?.textContent).toBe('');
    expect(document.querySelectorAll('tr.order-row-invalid')).toHaveLength(1);
  });

  it('shows nothing for complete or empty rows; the last row cannot be removed', async () => {
    unmount = await mount(<Harness pieces={[{}]} />);
    expect(document.body.textContent).not.toContain('Row 1');
    expect(byTestId('order-piece-0-remove')?.hasAttribute('disabled')).toBe(true);
  });
});
