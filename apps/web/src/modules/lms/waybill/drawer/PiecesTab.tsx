import { CopyOutlined } from '@ant-design/icons';
import type { WaybillPiece } from '@freightdesk/domain';
import { App, Button, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldLabel, useTabDetail } from './drawer-context.tsx';
import { TAB_FLAGS, tableToTsv } from './drawer-logic.ts';

const size = (l: unknown, w: unknown, h: unknown) => (l && w && h ? `${l}×${w}×${h}` : '');

/** The pieces tab: the piece table and a button copying it as tab-separated text. */
export function PiecesTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const label = useFieldLabel();
  const detail = useTabDetail('pieces', TAB_FLAGS.pieces);
  const rows = detail.data?.pieces ?? [];
  const columns: { key: string; title: string; value: (p: WaybillPiece) => unknown }[] = [
    { key: 'subNo', title: label('subNo'), value: (p) => p.subNo },
    { key: 'trackNo', title: label('trackNo'), value: (p) => p.trackNo },
    { key: 'boxNo', title: label('boxNo'), value: (p) => p.boxNo },
    {
      key: 'pieceWeight',
      title: label('pieceWeight'),
      value: (p) => p.receiveActualWeight ?? p.orderActualWeight,
    },
    { key: 'receiveLength', title: label('receiveLength'), value: (p) => p.receiveLength ?? p.orderLength },
    { key: 'receiveWidth', title: label('receiveWidth'), value: (p) => p.receiveWidth ?? p.orderWidth },
    { key: 'receiveHeight', title: label('receiveHeight'), value: (p) => p.receiveHeight ?? p.orderHeight },
    { key: 'receiveVolumeWeight', title: label('receiveVolumeWeight'), value: (p) => p.receiveVolumeWeight },
    {
      key: 'receivableChargeWeight',
      title: label('receivableChargeWeight'),
      value: (p) => p.receivableChargeWeight,
    },
    {
      key: 'orderSize',
      title: label('orderSize'),
      value: (p) => size(p.orderLength, p.orderWidth, p.orderHeight),
    },
    { key: 'fbaShipmentId', title: label('fbaShipmentId'), value: (p) => p.fbaShipmentId },
  ];
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(tableToTsv(rows, columns));
      message.success(t('waybillDrawer.copied'));
    } catch {
      message.warning(t('waybillDrawer.copyFailed'));
    }
  };
  return (
    <div data-testid="drawer-pieces">
      <Button
        icon={<CopyOutlined />}
        onClick={copy}
        disabled={!rows.length}
        style={{ marginBottom: 8 }}
        data-testid="copy-pieces"
      >
        {t('waybillDrawer.copyTable')}
      </Button>
      <Table<WaybillPiece>
        size="small"
        rowKey="id"
        loading={detail.isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={columns.map((c) => ({
          key: c.key,
          title: c.title,
          render: (_: unknown, p: WaybillPiece) => String(c.value(p) ?? ''),
        }))}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('waybillDrawer.noPieces')} />,
        }}
      />
    </div>
  );
}
