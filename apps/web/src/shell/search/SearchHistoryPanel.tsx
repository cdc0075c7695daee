import { HistoryOutlined } from '@ant-design/icons';
import { Button, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The global search's popover: the hint and the past searches (a click puts one back in the box). */
export function SearchHistoryPanel({
  history,
  onPick,
  onClear,
}: {
  history: readonly string[];
  onPick: (entry: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div style={{ width: 320 }}>
      <Typography.Text type="secondary">{t('search.hint')}</Typography.Text>
      <List
        size="small"
        header={
          <div style={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>
              <HistoryOutlined /> {t('search.history')}
            </span>
            <Button size="small" type="link" disabled={history.length === 0} onClick={onClear}>
              {t('search.clearHistory')}
            </Button>
          </div>
        }
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        dataSource={[...history]}
        renderItem={(entry) => (
          <List.Item style={{ cursor: 'pointer' }} onClick={() => onPick(entry)}>
            <Typography.Text ellipsis>{entry}</Typography.Text>
          </List.Item>
        )}
      />
    </div>
  );
}
