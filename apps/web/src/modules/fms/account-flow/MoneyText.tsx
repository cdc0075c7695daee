import { Typography } from 'antd';

/**
 * A money text as the server wrote it (never computed here): red below zero; `signed` also shows
 * money coming in green with its plus sign.
 */
export function MoneyText({ value, signed, strong }: { value: string; signed?: boolean; strong?: boolean }) {
  const out = value.startsWith('-');
  const into = signed && !out && /[1-9]/.test(value);
  return (
    <Typography.Text type={out ? 'danger' : into ? 'success' : undefined} strong={strong}>
      {into && !value.startsWith('+') ? `+${value}` : value}
    </Typography.Text>
  );
}
