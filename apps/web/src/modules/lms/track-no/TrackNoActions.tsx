import { CloseCircleOutlined, TagOutlined } from '@ant-design/icons';
import {
  BATCH_MAX_ROWS,
  message as catalogue,
  type Language,
  TRACK_NO_JOB_THRESHOLD,
} from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog, confirmTexts } from '#web/components/confirm/confirm-dialog.tsx';
import { JobProgressBar } from '#web/components/progress/JobProgressBar.tsx';
import { useJobProgress } from '#web/components/progress/use-job-progress.ts';
import { selectionProblem } from '#web/components/resource/selection.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { type TrackNoBatchAnswer, trackNoApi } from './track-no-api.ts';

type Outcome = Extract<TrackNoBatchAnswer, unknown[]>[number];

/**
 * "Fetch track number" and "cancel track number" for the selected waybills: up to 20 answered at
 * once, more followed as a job with its progress bar; then how many succeeded and each failure with
 * its message.
 */
export function TrackNoActions({
  lang,
  selectedIds,
  reload,
}: {
  lang: Language;
  selectedIds: readonly string[];
  reload: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const job = useJobProgress();
  const queries = useQueryClient();
  const [title, setTitle] = useState('');

  const report = async (outcomes: readonly Outcome[]) => {
    const failed = outcomes.filter((o) => o.error);
    const ok = outcomes.length - failed.length;
    if (failed.length)
      modal.error({
        title: t('trackNo.failures'),
        content: (
          <ol data-testid="track-no-failures">
            {failed.map((o) => (
              <li key={o.id}>{[o.waybillNo, o.error].filter(Boolean).join(': ')}</li>
            ))}
          </ol>
        ),
      });
    else void message.success(t('trackNo.done', { ok, failed: failed.length }));
    await queries.invalidateQueries({ queryKey: ['lms', 'trackNo'] });
    await reload();
  };

  const run =
    (
      call: (ids: readonly string[]) => Promise<TrackNoBatchAnswer>,
      progressTitle: string,
      confirm?: string,
    ) =>
    async () => {
      const problem = selectionProblem('some', selectedIds.length, lang);
      if (problem) return void message.warning(problem);
      if (selectedIds.length > BATCH_MAX_ROWS) return void message.warning(catalogue(lang, 'exceedsLimit'));
      if (confirm && !(await confirmDialog({ content: confirmTexts.operation(confirm) }))) return;
      try {
        if (selectedIds.length <= TRACK_NO_JOB_THRESHOLD) {
          const answer = await call(selectedIds);
          if (Array.isArray(answer)) await report(answer);
          return;
        }
        setTitle(progressTitle);
        const { result } = await job.run<Outcome[]>(async () => {
          const answer = await call(selectedIds);
          if (Array.isArray(answer)) throw new Error('expected a job');
          return answer;
        });
        await report(result);
      } catch (error) {
        if (!isApiError(error)) throw error;
      }
    };

  return (
    <>
      <ClickLockButton
        icon={<TagOutlined />}
        onClick={run(trackNoApi.fetch, t('trackNo.fetching'))}
        data-testid="waybill-fetchTrackNo"
      >
        {t('trackNo.fetch')}
      </ClickLockButton>
      <ClickLockButton
        icon={<CloseCircleOutlined />}
        onClick={run(
          trackNoApi.cancel,
          t('trackNo.cancelling'),
          t('trackNo.cancelConfirm', { count: selectedIds.length }),
        )}
        data-testid="waybill-cancelTrackNo"
      >
        {t('trackNo.cancel')}
      </ClickLockButton>
      <Modal open={job.detail !== null} title={title} footer={null} onCancel={job.cancel} destroyOnHidden>
        {job.detail && <JobProgressBar detail={job.detail} />}
      </Modal>
    </>
  );
}
