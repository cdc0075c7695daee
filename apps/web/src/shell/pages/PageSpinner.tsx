import { Spin } from 'antd';

/** Shown while the first page of a visit loads. */
export function PageSpinner() {
  return (
    <div className="fd-center" style={{ minHeight: '60vh' }}>
      <Spin size="large" />
    </div>
  );
}
