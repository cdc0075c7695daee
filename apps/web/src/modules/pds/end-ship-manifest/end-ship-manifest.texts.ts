import { l, PARCEL_COLUMN_LABELS, PARCEL_TITLES } from '@freightdesk/domain';

/** Screen texts of the end-ship manifests in zh-CN, en-US and vi-VN. */
export const texts = {
  pdsManifest: {
    menu: PARCEL_TITLES.endShipManifest,
    code: l('交接单号', 'Manifest code', 'Mã bảng kê'),
    manifestNo: l('承运商交接号', 'Carrier manifest number', 'Mã bảng kê của hãng'),
    labelApi: l('承运商账号', 'Carrier account', 'Tài khoản hãng vận chuyển'),
    parcelCount: l('小包数', 'Parcels', 'Số bưu kiện'),
    manifestDate: l('交接日期', 'Manifest date', 'Ngày bảng kê'),
    confirmTime: l('确认时间', 'Confirm time', 'Thời gian xác nhận'),
    document: l('交接文件', 'Document', 'Tài liệu'),
    download: l('下载', 'Download', 'Tải xuống'),
    waybillNo: PARCEL_COLUMN_LABELS.waybillNo,
    createdAt: l('创建时间', 'Created', 'Thời gian tạo'),
    search: l('查询', 'Search', 'Tìm kiếm'),
    reset: l('重置', 'Reset', 'Đặt lại'),
    create: l('生成交接单', 'Create manifest', 'Tạo bảng kê'),
    createTitle: l(
      '选择已制单的小包生成交接单',
      'Pick labelled parcels for the manifest',
      'Chọn các bưu kiện đã có nhãn cho bảng kê',
    ),
    numbers: l('小包单号或跟踪号', 'Parcel or track numbers', 'Mã bưu kiện hoặc mã theo dõi'),
    pickHint: l(
      '只列出已制单、待揽收且未交接的小包；同一交接单只能属于一个承运商账号',
      'Only labelled parcels waiting for pick-up and on no manifest are listed; one manifest takes one carrier account',
      'Chỉ liệt kê bưu kiện đã có nhãn, chờ lấy hàng và chưa vào bảng kê; mỗi bảng kê chỉ một tài khoản hãng',
    ),
    created: l('已生成交接单 {{code}}', 'Manifest {{code}} created', 'Đã tạo bảng kê {{code}}'),
    noneChosen: l('请至少选择一个小包', 'Pick at least one parcel', 'Hãy chọn ít nhất một bưu kiện'),
  },
};
