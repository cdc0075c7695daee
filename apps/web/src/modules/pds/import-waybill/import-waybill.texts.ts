import {
  l,
  PARCEL_LOG_ACTIONS,
  PARCEL_TITLES,
  PDS_IMPORT_LOG_ACTIONS,
  PDS_IMPORT_RESULT_LABELS,
  PICK_UP_TASK_LABELS,
  WAYBILL_FIELD_LABELS as W,
  WEIGHT_KG_LABEL,
} from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of the parcel batch order in zh-CN, en-US and vi-VN. */
export const texts = {
  pdsBatch: {
    route: PARCEL_TITLES.batchOrder,
    hint: l(
      '下载模板，每行一个小包；上传后系统按小包产品比价，默认选择最便宜的产品，确认后提交下单并获取面单。',
      'Download the template and fill one parcel per row; after the upload every row is priced across the parcel products with the cheapest chosen; confirm, then submit to place the parcels and buy their labels.',
      'Tải mẫu và điền mỗi dòng một bưu kiện; sau khi tải lên, mỗi dòng được so sánh giá giữa các sản phẩm bưu kiện và chọn sẵn sản phẩm rẻ nhất; xác nhận rồi gửi để đặt đơn và mua nhãn.',
    ),
    customer: W.customerId!,
    pickCustomer: l('请先选择客户', 'Pick the customer first', 'Hãy chọn khách hàng trước'),
    template: l('下载模板', 'Download template', 'Tải mẫu'),
    upload: l('上传并比价', 'Upload and compare prices', 'Tải lên và so sánh giá'),
    confirm: l('确认价格', 'Confirm prices', 'Xác nhận giá'),
    submit: l('提交下单', 'Submit', 'Gửi đơn'),
    print: PARCEL_LOG_ACTIONS.parcelPrint,
    again: l('重新上传', 'Upload another file', 'Tải tệp khác'),
    steps: {
      upload: l('上传文件', 'Upload', 'Tải lên'),
      compare: l('比价', 'Compare prices', 'So sánh giá'),
      submit: PDS_IMPORT_LOG_ACTIONS.pdsImportSubmit,
      result: l('结果', 'Results', 'Kết quả'),
    },
    col: {
      row: l('行号', 'Row', 'Dòng'),
      customerNo: l('客户单号', 'Customer reference', 'Mã tham chiếu'),
      recipient: W.recipient!,
      country: W.countryCode!,
      weight: WEIGHT_KG_LABEL,
      product: l('产品与价格', 'Product and price', 'Sản phẩm và giá'),
      errors: l('错误', 'Errors', 'Lỗi'),
      result: l('结果', 'Result', 'Kết quả'),
      waybillNo: W.waybillNo!,
      trackNo: W.trackNo!,
      reason: PICK_UP_TASK_LABELS.reason!,
    },
    summary: l(
      '共 {{total}} 行，可下单 {{valid}} 行',
      '{{total}} rows, {{valid}} can be ordered',
      '{{total}} dòng, {{valid}} dòng có thể đặt',
    ),
    results: l(
      '成功 {{success}} 个，失败 {{fail}} 个',
      '{{success}} succeeded, {{fail}} failed',
      '{{success}} thành công, {{fail}} thất bại',
    ),
    result: PDS_IMPORT_RESULT_LABELS,
  },
} satisfies TextTree;
