import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatusCounts, StatusTab } from './resource-types.ts';

type Props = {
  value: StatusTab;
  counts: StatusCounts | undefined;
  onChange: (tab: StatusTab) => void;
};

const TABS: readonly StatusTab[] = ['all', 'enabled', 'disabled'];

/** All / enabled / disabled tabs with their counts for the current criteria (`statusGroup`). */
export function StatusTabs({ value, counts, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Tabs
      size="small"
      activeKey={value}
      onChange={(key) => onChange(key as StatusTab)}
      items={TABS.map((tab) => ({
        key: tab,
        label: (
          <span data-testid={`status-${tab}`}>
            {t(`resource.status.${tab}`)} ({counts?.[tab] ?? 0})
          </span>
        ),
      }))}
    />
  );
}
