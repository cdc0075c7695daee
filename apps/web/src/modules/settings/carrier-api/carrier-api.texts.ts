import { API_CONFIG_LABELS, L, l } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of the API configurations in zh-CN, en-US and vi-VN. */
export const texts = {
  carrierApi: {
    createTitle: l('新增接口配置', 'New API configuration', 'Cấu hình API mới'),
    editTitle: l('编辑接口配置', 'Edit API configuration', 'Sửa cấu hình API'),
    name: L.name,
    code: L.code,
    remark: L.remark,
    apiType: API_CONFIG_LABELS.apiType,
    credentials: API_CONFIG_LABELS.credentials,
    endpoint: API_CONFIG_LABELS.endpoint,
    endpointHelp: l(
      '留空则使用该类型的默认地址（测试或正式）',
      "Blank: the type's default address (test or live)",
      'Để trống: địa chỉ mặc định của loại (thử nghiệm hoặc chính thức)',
    ),
    testMode: API_CONFIG_LABELS.testMode,
    timeoutMs: API_CONFIG_LABELS.timeoutMs,
    secretSet: l('已设置，留空则不修改', 'Set: leave blank to keep it', 'Đã đặt: để trống để giữ nguyên'),
    secretTag: API_CONFIG_LABELS.secretSet,
    chooseType: l('请先选择接口类型', 'Choose the API type first', 'Hãy chọn loại API trước'),
    saved: l('已保存', 'Saved', 'Đã lưu'),
  },
} satisfies TextTree;
