import { TO_DO_KIND_LABELS } from '@freightdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { notifyApi, notifyKeys, type TodoRow } from './notify-api.ts';

/** My to-do items (OA → internal affairs): complete, or remind in 1 or 2 hours (hidden until then). */
export function TodoPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({ queryKey: [...notifyKeys.todos, page], queryFn: () => notifyApi.todos(page) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notifyKeys.todos });
  const complete = useMutation({ mutationFn: notifyApi.complete, onSuccess: refresh });
  const remind = useMutation({
    mutationFn: (v: { id: string; hours: 1 | 2 }) => notifyApi.remind(v.id, v.hours),
    onSuccess: refresh,
  });
  const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');
  const columns: ColumnsType<TodoRow> = [
    { key: 'kind', title: t('notify.kind'), width: 160, render: (_, r) => TO_DO_KIND_LABELS[r.kind][lang] },
    {
      key: 'title',
      title: t('notify.title'),
      render: (_, r) =>
        r.link ? (
          <Button type="link" onClick={() => navigate(r.link!)}>
            {r.title}
          </Button>
        ) : (
          r.title
        ),
    },
    { key: 'due', title: t('notify.due'), width: 150, render: (_, r) => time(r.dueAt) },
    { key: 'created', title: t('notify.time'), width: 150, render: (_, r) => time(r.createdAt) },
    {
      key: 'actions',
      title: '',
      width: 330,
      render: (_, r) => (
        <Space>
          <Button
            size="small"
            type="primary"
            onClick={() => complete.mutate(r.id)}
            data-testid="todo-complete"
          >
            {t('notify.complete')}
          </Button>
          <Button
            size="small"
            onClick={() => remind.mutate({ id: r.id, hours: 1 })}
            data-testid="todo-remind-1"
          >
            {t('notify.remind1')}
          </Button>
          <Button
            size="small"
            onClick={() => remind.mutate({ id: r.id, hours: 2 })}
            data-testid="todo-remind-2"
          >
            {t('notify.remind2')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Card title={t('route.todoItems')}>
      <Table<TodoRow>
        rowKey="id"
        size="small"
        columns={columns}
        loading={list.isLoading}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: t('notify.noTodos') }}
        pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
      />
    </Card>
  );
}
