import { Button, Collapse, Empty, Input, Result, Space, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationView } from './OperationView.tsx';
import { filterGroups, groupOperations, type OpenApiDocument } from './open-api-doc.ts';
import { WebhookContract } from './WebhookContract.tsx';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'done'; doc: OpenApiDocument };

/** The OpenAPI document of the server (public, never encrypted, a file rather than an envelope). */
async function fetchDocument(): Promise<OpenApiDocument> {
  const res = await fetch('/api/openapi.json');
  if (!res.ok) throw new Error(`[${res.status}] ${res.statusText}`);
  return (await res.json()) as OpenApiDocument;
}

/** The API documentation: every operation of `/api/openapi.json`, grouped by tag, with a search box. */
export function OpenApiPage({ load = fetchDocument }: { load?: () => Promise<OpenApiDocument> }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Load>({ state: 'loading' });
  const [search, setSearch] = useState('');
  const run = useCallback(() => {
    setLoaded({ state: 'loading' });
    load().then(
      (doc) => setLoaded({ state: 'done', doc }),
      (error: unknown) =>
        setLoaded({ state: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
  }, [load]);
  useEffect(run, [run]);
  const groups = useMemo(() => (loaded.state === 'done' ? groupOperations(loaded.doc) : []), [loaded]);
  const shown = useMemo(() => filterGroups(groups, search), [groups, search]);
  const count = shown.reduce((n, g) => n + g.operations.length, 0);

  if (loaded.state === 'loading')
    return (
      <div data-testid="open-api-loading" style={{ padding: 48, textAlign: 'center' }}>
        <Spin tip={t('openApi.loading')}>
          <div style={{ minHeight: 40 }} />
        </Spin>
      </div>
    );
  if (loaded.state === 'error')
    return (
      <Result
        data-testid="open-api-error"
        status="error"
        title={t('openApi.loadFailed')}
        subTitle={loaded.message}
        extra={<Button onClick={run}>{t('openApi.retry')}</Button>}
      />
    );
  return (
    <div data-testid="open-api-page">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Title level={4}>
          {loaded.doc.info?.title} {loaded.doc.info?.version}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('openApi.intro')}</Typography.Paragraph>
        <WebhookContract />
        <Input.Search
          data-testid="open-api-search"
          allowClear
          placeholder={t('openApi.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Typography.Text type="secondary" data-testid="open-api-count">
          {t('openApi.count', { count })}
        </Typography.Text>
        {shown.length === 0 ? (
          <Empty data-testid="open-api-empty" description={t('openApi.empty')} />
        ) : (
          <Collapse
            data-testid="open-api-groups"
            {...(search ? { activeKey: shown.map((g) => g.tag) } : {})}
            items={shown.map((g) => ({
              key: g.tag,
              label: `/api/${g.tag} (${g.operations.length})`,
              children: g.operations.map((op) => <OperationView key={op.id} op={op} />),
            }))}
          />
        )}
      </Space>
    </div>
  );
}
