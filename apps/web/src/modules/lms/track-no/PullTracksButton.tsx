import { SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { isApiError } from '#web/shell/request/api-error.ts';
import { trackNoApi } from './track-no-api.ts';

/** Pulls the waybill's carrier tracks now (`queryTracks`), then reloads the drawer's tabs. */
export function PullTracksButton({ waybillId }: { waybillId: string }) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const pull = async () => {
    try {
      await trackNoApi.queryTracks(waybillId);
      await queries.invalidateQueries({ queryKey: ['lmsWaybill', 'drawer', waybillId] });
      await queries.invalidateQueries({ queryKey: ['lms', 'trackNo'] });
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  return (
    <ClickLockButton size="small" icon={<SyncOutlined />} onClick={pull} data-testid="track-pull-now">
      {t('trackNo.pullNow')}
    </ClickLockButton>
  );
}
