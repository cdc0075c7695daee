import { Modal } from 'antd';
import { isApiError } from '#web/shell/request/api-error.ts';
import { saveFile } from '#web/shell/request/download.ts';
import { JobProgressBar } from './JobProgressBar.tsx';
import { type JobStart, progressApi } from './progress-api.ts';
import { useJobProgress } from './use-job-progress.ts';

/**
 * An export run as a background job: `run` starts it, follows its progress in `modal` (render it
 * once) and saves the file when done. A refusal is already shown by the request layer.
 */
export function useExportJob(title: string) {
  const exporting = useJobProgress();
  const run = async (start: () => Promise<JobStart>, filename: string) => {
    try {
      const { progressId } = await exporting.run(start);
      saveFile(await progressApi.download(progressId, filename));
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  const modal = (
    <Modal
      open={exporting.detail !== null}
      title={title}
      footer={null}
      onCancel={exporting.cancel}
      destroyOnHidden
    >
      {exporting.detail && <JobProgressBar detail={exporting.detail} />}
    </Modal>
  );
  return { run, modal };
}
