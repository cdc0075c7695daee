import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** A weight in kilograms (the import's column, the package and scan screens). */
export const WEIGHT_KG_LABEL = l('重量(kg)', 'Weight (kg)', 'Trọng lượng (kg)');

/**
 * Columns of the waybill Excel import (`lms/importLmsWaybill`): one row per waybill, or several rows
 * with the same customer number for several commodity lines (the waybill columns are read from the
 * first row of the group). Headers are written in the caller's language and read back in any of them.
 */
export type WaybillImportColumn = {
  key: string;
  label: Message;
  required?: boolean;
  /** Staff only: the customer the waybill is for (customers may leave it empty or give their own code). */
  staffOnly?: boolean;
  width?: number;
};

export const WAYBILL_IMPORT_COLUMNS: readonly WaybillImportColumn[] = [
  { key: 'customerCode', label: l('客户编码', 'Customer code', 'Mã khách hàng'), width: 14 },
  { key: 'customerNo', label: l('客户单号', 'Customer number', 'Số đơn khách hàng'), width: 18 },
  { key: 'productCode', label: l('产品代码', 'Product code', 'Mã sản phẩm'), required: true },
  { key: 'senderName', label: l('发件人', 'Sender name', 'Người gửi'), required: true },
  { key: 'senderPhone', label: l('发件人电话', 'Sender phone', 'SĐT người gửi') },
  { key: 'senderCountryCode', label: l('发件国家', 'Sender country', 'Nước gửi'), required: true },
  { key: 'senderCity', label: l('发件城市', 'Sender city', 'Thành phố gửi') },
  { key: 'senderAddress1', label: l('发件地址', 'Sender address', 'Địa chỉ gửi'), required: true },
  { key: 'recipientName', label: l('收件人', 'Recipient name', 'Người nhận'), required: true },
  { key: 'recipientCompany', label: l('收件公司', 'Recipient company', 'Công ty nhận') },
  { key: 'recipientPhone', label: l('收件人电话', 'Recipient phone', 'SĐT người nhận') },
  { key: 'recipientEmail', label: l('收件人邮箱', 'Recipient email', 'Email người nhận') },
  { key: 'recipientCountryCode', label: l('收件国家', 'Recipient country', 'Nước nhận'), required: true },
  { key: 'recipientState', label: l('收件州/省', 'Recipient state', 'Bang/Tỉnh nhận') },
  { key: 'recipientCity', label: l('收件城市', 'Recipient city', 'Thành phố nhận'), required: true },
  { key: 'recipientPostcode', label: l('收件邮编', 'Recipient postcode', 'Mã bưu chính nhận') },
  {
    key: 'recipientAddress1',
    label: l('收件地址1', 'Recipient address 1', 'Địa chỉ nhận 1'),
    required: true,
  },
  { key: 'recipientAddress2', label: l('收件地址2', 'Recipient address 2', 'Địa chỉ nhận 2') },
  { key: 'euDestination', label: l('欧盟目的国', 'EU destination', 'Nước đến EU') },
  { key: 'declareValue', label: l('申报价值', 'Declared value', 'Giá trị khai báo'), required: true },
  { key: 'declareCurrency', label: l('申报币种', 'Declared currency', 'Tiền tệ khai báo') },
  { key: 'pieceCount', label: l('件数', 'Piece count', 'Số kiện') },
  { key: 'weight', label: WEIGHT_KG_LABEL },
  { key: 'length', label: l('长(cm)', 'Length (cm)', 'Dài (cm)') },
  { key: 'width', label: l('宽(cm)', 'Width (cm)', 'Rộng (cm)') },
  { key: 'height', label: l('高(cm)', 'Height (cm)', 'Cao (cm)') },
  { key: 'nameEn', label: l('英文品名', 'Commodity name (EN)', 'Tên hàng (EN)'), required: true },
  { key: 'nameCn', label: l('中文品名', 'Commodity name (CN)', 'Tên hàng (CN)') },
  { key: 'quantity', label: l('数量', 'Quantity', 'Số lượng'), required: true },
  { key: 'unitPrice', label: l('单价', 'Unit price', 'Đơn giá'), required: true },
  { key: 'hsCode', label: l('海关编码', 'HS code', 'Mã HS') },
  { key: 'orderRemark', label: l('备注', 'Remark', 'Ghi chú') },
];

/** The value of a cell of an import row by column key (raw text, trimmed; empty → undefined). */
export type WaybillImportRow = Partial<Record<string, string>>;
