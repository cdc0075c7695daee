import { FILE_API } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { FileLinks } from '#web/components/upload/FileLinks.tsx';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** A receipt's payment certificates by their file ids: names read once, then download / preview links. */
export function CertificateLinks({ ids }: { ids: readonly string[] }) {
  const files = useQuery({
    queryKey: ['fileDetail', ...ids],
    queryFn: () => Promise.all(ids.map((id) => callEndpoint(FILE_API.detail, { id }, { quiet: true }))),
    staleTime: 300_000,
  });
  if (files.isLoading) return <Skeleton active paragraph={{ rows: 1 }} />;
  return (
    <FileLinks
      files={(files.data ?? []).map((f) => ({
        fileId: f.id,
        fileName: f.fileName,
        createAt: f.createAt,
      }))}
    />
  );
}
