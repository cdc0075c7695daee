import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The new key and the customer it belongs to; the dialog is open while this is not null. */
  shown: { key: string; customerName: string } | null;
  onClose: () => void;
};

/** Shows a freshly generated API key once, with a copy button (the server keeps only its hash). */
export function ApiKeyDialog({ shown, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.key);
      void message.success(t('crmCustomer.copied'));
    } catch {
      // no clipboard access (e.g. not a secure context): the key stays selectable in the box
    }
  };
  return (
    <Modal
      open={shown !== null}
      title={t('crmCustomer.apiKeyTitle', { name: shown?.customerName ?? '' })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      destroyOnHidden
      data-testid="api-key-dialog"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="warning" showIcon title={t('crmCustomer.apiKeyOnce')} />
        <Space.Compact style={{ width: '100%' }}>
          <Input
            readOnly
            value={shown?.key ?? ''}
            data-testid="api-key-value"
            onFocus={(e) => e.target.select()}
          />
          <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="api-key-copy">
            {t('crmCustomer.copy')}
          </Button>
        </Space.Compact>
      </Space>
    </Modal>
  );
}
