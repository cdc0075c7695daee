import { REQUEST_LOG_API, REQUEST_LOG_LABELS } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

const pre = {
  maxHeight: 320,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  margin: 0,
} as const;

/** Pretty JSON when the text is JSON, else the text as it is. */
function pretty(text: string | null | undefined): string | null {
  if (!text) return null;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** One outside call: its fields, then request and response headers and bodies (secrets masked by the server). */
export function RequestLogDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const detail = useQuery({
    queryKey: ['common', 'requestDetailLog', 'detail', id],
    queryFn: () => callEndpoint(REQUEST_LOG_API.detail, { id: id! }),
    enabled: !!id,
  });
  const d = detail.data;
  const block = (text: string | null | undefined, testId: string) => (
    <Typography.Paragraph style={pre} data-testid={testId}>
      {pretty(text) ?? t('requestLog.empty')}
    </Typography.Paragraph>
  );
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      width={760}
      title={t('requestLog.detailTitle')}
      data-testid="request-log-drawer"
    >
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={REQUEST_LOG_LABELS.tag[lang]}>{d.tag}</Descriptions.Item>
            <Descriptions.Item label={REQUEST_LOG_LABELS.responseCode[lang]}>
              {d.responseCode ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={REQUEST_LOG_LABELS.url[lang]} span={2}>
              {d.method} {d.url}
            </Descriptions.Item>
            <Descriptions.Item label={REQUEST_LOG_LABELS.requestTime[lang]}>
              {new Date(d.requestTime).toLocaleString(lang)}
            </Descriptions.Item>
            <Descriptions.Item label={REQUEST_LOG_LABELS.costMs[lang]}>{d.costMs ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={REQUEST_LOG_LABELS.logRef[lang]}>{d.logRef ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={REQUEST_LOG_LABELS.remark[lang]}>{d.remark ?? '-'}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{t('requestLog.requestHeaders')}</Typography.Title>
          {block(JSON.stringify(d.requestHeaders), 'request-headers')}
          <Typography.Title level={5}>{t('requestLog.requestBody')}</Typography.Title>
          {block(d.requestBody, 'request-body')}
          <Typography.Title level={5}>{t('requestLog.responseHeaders')}</Typography.Title>
          {block(d.responseHeaders ? JSON.stringify(d.responseHeaders) : null, 'response-headers')}
          <Typography.Title level={5}>{t('requestLog.responseBody')}</Typography.Title>
          {block(d.responseBody, 'response-body')}
        </>
      )}
    </Drawer>
  );
}
