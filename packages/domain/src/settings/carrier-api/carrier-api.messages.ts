import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the API configurations and of carrier calls (3 languages). */
export const CARRIER_API_MESSAGES = {
  carrierApiDisabled: {
    'zh-CN': '接口配置[{0}]已停用',
    'en-US': 'The API configuration [{0}] is disabled',
    'vi-VN': 'Cấu hình API [{0}] đã bị tắt',
  },
  carrierApiWrongKind: {
    'zh-CN': '接口类型[{0}]不支持{1}',
    'en-US': 'The API type [{0}] cannot be used as {1}',
    'vi-VN': 'Loại API [{0}] không dùng được cho {1}',
  },
  carrierApiTypeUnknown: {
    'zh-CN': '接口类型[{0}]不存在',
    'en-US': 'The API type [{0}] does not exist',
    'vi-VN': 'Loại API [{0}] không tồn tại',
  },
  carrierApiCredentialRequired: {
    'zh-CN': '授权信息[{0}]不能为空',
    'en-US': 'Credential [{0}] cannot be empty',
    'vi-VN': 'Thông tin xác thực [{0}] không được để trống',
  },
  carrierApiCredentialUnknown: {
    'zh-CN': '接口类型[{0}]没有授权字段[{1}]',
    'en-US': 'The API type [{0}] has no credential [{1}]',
    'vi-VN': 'Loại API [{0}] không có thông tin xác thực [{1}]',
  },
  carrierApiSecretsUnreadable: {
    'zh-CN': '接口配置[{0}]的密钥无法解密，请重新填写授权信息',
    'en-US': 'The secrets of the API configuration [{0}] cannot be decrypted: enter its credentials again',
    'vi-VN': 'Không giải mã được khóa bí mật của cấu hình API [{0}]: hãy nhập lại thông tin xác thực',
  },
  carrierCallFailed: {
    'zh-CN': '承运商接口调用失败：{0}',
    'en-US': 'The carrier call failed: {0}',
    'vi-VN': 'Gọi API hãng vận chuyển thất bại: {0}',
  },
} satisfies Record<string, Message>;
