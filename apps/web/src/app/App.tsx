import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, Modal, notification } from 'antd';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { registerModalApi } from '#web/components/confirm/confirm-dialog.tsx';
import { antdLocale } from '#web/shell/i18n/antd-locale.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { setRequestUi } from '#web/shell/request/http.ts';
import { LoadingBar } from '#web/shell/request/LoadingBar.tsx';
import { createRequestUi } from '#web/shell/request/request-ui.ts';
import { createAppRouter } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    // the request layer already shows failures; a retry would show them twice
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// before the antd App context exists (first loaders), the static popups are used
setRequestUi(createRequestUi(notification, Modal));

/** Hands antd's context-aware popups to the request layer and the confirm dialog. */
function UiBridge() {
  const { notification: notices, modal } = AntdApp.useApp();
  useEffect(() => {
    registerModalApi(modal);
    setRequestUi(createRequestUi(notices, modal));
    return () => registerModalApi(null);
  }, [notices, modal]);
  return null;
}

export function AppRoot() {
  const [language] = useLanguage();
  const [router] = useState(createAppRouter);
  return (
    <ConfigProvider locale={antdLocale(language)}>
      <AntdApp>
        <UiBridge />
        <QueryClientProvider client={queryClient}>
          <LoadingBar />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
