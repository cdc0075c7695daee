import { PARCEL_BILL_TYPE } from '@freightdesk/domain';
import { Modal } from 'antd';
import { JobProgressBar } from '#web/components/progress/JobProgressBar.tsx';
import { useJobProgress } from '#web/components/progress/use-job-progress.ts';
import { documentApi, openPdf } from '#web/modules/lms/document/index.ts';
import { parcelApi } from './parcel-api.ts';

/**
 * The parcel list's merged labels. With the print centre's permission they are a print-centre task
 * (bill type 200: the job's progress in `modal`, then the PDF opens, and the task stays in the print
 * centre's list); without it, the one PDF straight from `pds/pdsWaybill/print`.
 */
export function useParcelPrint(title: string, viaPrintCenter: boolean) {
  const job = useJobProgress();
  const run = async (ids: string[]) => {
    if (!viaPrintCenter) return openPdf(await parcelApi.print(ids));
    const { result } = await job.run<{ taskId: string }>(() =>
      documentApi.createPrintTask({ billType: PARCEL_BILL_TYPE, type: 'label', format: 'pdf', ids }),
    );
    openPdf(await documentApi.downloadPrintTask(result.taskId));
  };
  const modal = (
    <Modal open={job.detail !== null} title={title} footer={null} onCancel={job.cancel} destroyOnHidden>
      {job.detail && <JobProgressBar detail={job.detail} />}
    </Modal>
  );
  return { run, modal };
}
