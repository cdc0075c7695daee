import type { Language } from '../enums.ts';
import { DIALOG_MESSAGES } from './dialogs.ts';
import { ENTITY_MESSAGES } from './entity.ts';
import { FILE_MESSAGES } from './files.ts';
import { INPUT_MESSAGES } from './input.ts';
import { JOB_MESSAGES } from './job.ts';

/** One message in the three languages; `{0}`, `{1}` … are placeholders. */
export type Message = Record<Language, string>;

/**
 * The platform's part of the message catalogue: the spec's generic messages (platform-core §5, §8;
 * back-office §5, §8) plus the platform's own. The modules' messages join them in `src/messages.ts`.
 * Adding a key forces all three languages (the type says so).
 */
export const PLATFORM_MESSAGES = {
  ...DIALOG_MESSAGES,
  ...ENTITY_MESSAGES,
  ...FILE_MESSAGES,
  ...JOB_MESSAGES,
  ...INPUT_MESSAGES,
  // generic (spec §5)
  required: { 'zh-CN': '{0}不能为空', 'en-US': '{0} cannot be empty', 'vi-VN': '{0} không được để trống' },
  notZero: { 'zh-CN': '{0}不能为0', 'en-US': '{0} cannot be 0', 'vi-VN': '{0} không được bằng 0' },
  maxLength: {
    'zh-CN': '{0}最大长度不能超过{1}',
    'en-US': 'Maximum length of {0} cannot exceed {1}',
    'vi-VN': 'Độ dài tối đa của {0} không được vượt quá {1}',
  },
  minLength: {
    'zh-CN': '{0}长度不能少于{1}',
    'en-US': '{0} must be at least {1} characters',
    'vi-VN': '{0} phải có ít nhất {1} ký tự',
  },
  exactLength: {
    'zh-CN': '{0}长度必须为{1}',
    'en-US': '{0} must be exactly {1} characters',
    'vi-VN': '{0} phải có đúng {1} ký tự',
  },
  notExist: { 'zh-CN': '{0}不存在', 'en-US': '{0} does not exist', 'vi-VN': '{0} không tồn tại' },
  dataNotExist: { 'zh-CN': '数据不存在', 'en-US': 'Data does not exist', 'vi-VN': 'Dữ liệu không tồn tại' },
  dataScopeNotGranted: {
    'zh-CN': '您未被授予数据权限范围“{0}”',
    'en-US': 'The data scope "{0}" is not granted to you',
    'vi-VN': 'Bạn chưa được cấp phạm vi dữ liệu "{0}"',
  },
  pleaseSelect: { 'zh-CN': '请选择{0}', 'en-US': 'Please select {0}', 'vi-VN': 'Vui lòng chọn {0}' },
  pleaseSelectData: {
    'zh-CN': '请选择数据',
    'en-US': 'Please select data',
    'vi-VN': 'Vui lòng chọn dữ liệu',
  },
  exceedsLimit: {
    'zh-CN': '超出最大限制',
    'en-US': 'Exceeds maximum limit',
    'vi-VN': 'Vượt quá giới hạn tối đa',
  },
  exceedsLimitOf: {
    'zh-CN': '{0}超出最大限制{1}',
    'en-US': '{0} exceeds the maximum limit of {1}',
    'vi-VN': '{0} vượt quá giới hạn tối đa {1}',
  },
  onlyOneRow: {
    'zh-CN': '只能选择一行数据',
    'en-US': 'Only one row can be selected',
    'vi-VN': 'Chỉ được chọn một dòng',
  },
  pleaseUploadFile: {
    'zh-CN': '请上传文件',
    'en-US': 'Please upload a file',
    'vi-VN': 'Vui lòng tải lên tệp',
  },
  fillRequired: {
    'zh-CN': '请填写必填项',
    'en-US': 'Please fill in the required fields',
    'vi-VN': 'Vui lòng điền các trường bắt buộc',
  },
  readOnlyData: {
    'zh-CN': '只读数据，禁止修改',
    'en-US': 'Read-only data, modification prohibited',
    'vi-VN': 'Dữ liệu chỉ đọc, không được sửa đổi',
  },
  alreadyExists: { 'zh-CN': '{0}已存在', 'en-US': '{0} already exists', 'vi-VN': '{0} đã tồn tại' },
  duplicated: { 'zh-CN': '{0}重复', 'en-US': '{0} duplicated', 'vi-VN': '{0} bị trùng lặp' },
  noDataCheck: {
    'zh-CN': '暂无数据，请检查',
    'en-US': 'No data, please check',
    'vi-VN': 'Không có dữ liệu, vui lòng kiểm tra',
  },
  noMatchingData: { 'zh-CN': '无匹配数据', 'en-US': 'No matching data', 'vi-VN': 'Không có dữ liệu phù hợp' },
  pleaseEnterKeyword: {
    'zh-CN': '请输入关键字',
    'en-US': 'Please enter a keyword',
    'vi-VN': 'Vui lòng nhập từ khóa',
  },
  cannotAllBeEmpty: {
    'zh-CN': '{0}不能全部为空',
    'en-US': '{0} cannot all be empty',
    'vi-VN': '{0} không được để trống tất cả',
  },
  selectAtLeast: {
    'zh-CN': '至少选择{0}行',
    'en-US': 'Select at least {0} rows',
    'vi-VN': 'Chọn ít nhất {0} dòng',
  },
  staleData: {
    'zh-CN': '数据不存在，请刷新后重试',
    'en-US': 'Data does not exist, please refresh and retry',
    'vi-VN': 'Dữ liệu không tồn tại, vui lòng làm mới và thử lại',
  },
  noPermission: { 'zh-CN': '暂无权限', 'en-US': 'No permission at present', 'vi-VN': 'Hiện không có quyền' },
  unsupportedOperation: {
    'zh-CN': '不支持的操作',
    'en-US': 'Unsupported operation',
    'vi-VN': 'Thao tác không được hỗ trợ',
  },
  operationSuccess: { 'zh-CN': '操作成功', 'en-US': 'Operation success', 'vi-VN': 'Thao tác thành công' },
  readFailed: { 'zh-CN': '读取失败', 'en-US': 'Read failed', 'vi-VN': 'Đọc thất bại' },
  invalidFormat: {
    'zh-CN': '{0}格式不正确',
    'en-US': '{0} is not in a valid format',
    'vi-VN': '{0} không đúng định dạng',
  },
  invalidEnum: {
    'zh-CN': '{0}的值不在可选范围内',
    'en-US': '{0} is not one of the allowed values',
    'vi-VN': '{0} không nằm trong các giá trị cho phép',
  },
  outOfRange: {
    'zh-CN': '{0}必须在{1}到{2}之间',
    'en-US': '{0} must be between {1} and {2}',
    'vi-VN': '{0} phải nằm trong khoảng {1} đến {2}',
  },
  whitespaceOnly: {
    'zh-CN': '{0}不能只包含空格',
    'en-US': '{0} cannot be only whitespace',
    'vi-VN': '{0} không được chỉ chứa khoảng trắng',
  },
  // transport and server (spec §8)
  requestException: { 'zh-CN': '请求异常', 'en-US': 'Request exception', 'vi-VN': 'Yêu cầu bất thường' },
  unknownError: { 'zh-CN': '未知错误', 'en-US': 'Unknown error', 'vi-VN': 'Lỗi không xác định' },
  serverUpdating: {
    'zh-CN': '服务器正在更新，请稍后再试',
    'en-US': 'Server is being updated, please try again later',
    'vi-VN': 'Máy chủ đang được cập nhật, vui lòng thử lại sau',
  },
  serverUpdatingTitle: {
    'zh-CN': '服务更新中',
    'en-US': 'Server updating',
    'vi-VN': 'Máy chủ đang cập nhật',
  },
  requestTimeout: {
    'zh-CN': '请求超时，请稍后再试',
    'en-US': 'Request timed out, please try again later',
    'vi-VN': 'Yêu cầu quá thời gian, vui lòng thử lại sau',
  },
  responseException: {
    'zh-CN': '响应异常，请稍后再试',
    'en-US': 'Response exception, please try again later',
    'vi-VN': 'Phản hồi bất thường, vui lòng thử lại sau',
  },
  serverError: {
    'zh-CN': '服务器异常，请稍后再试',
    'en-US': 'Server error, please try again later',
    'vi-VN': 'Lỗi máy chủ, vui lòng thử lại sau',
  },
  serverBusy: {
    'zh-CN': '服务器繁忙，请稍后再试',
    'en-US': 'Server busy, please try again later',
    'vi-VN': 'Máy chủ đang bận, vui lòng thử lại sau',
  },
  notFound: { 'zh-CN': '接口不存在', 'en-US': 'No such API', 'vi-VN': 'Không có API này' },
  // session and sign-in
  loginExpired: {
    'zh-CN': '登录已过期，请重新登录',
    'en-US': 'Login expired, please sign in again',
    'vi-VN': 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  },
  wrongCredentials: {
    'zh-CN': '用户名或密码错误',
    'en-US': 'Wrong username or password',
    'vi-VN': 'Sai tên đăng nhập hoặc mật khẩu',
  },
  tooManyAttempts: {
    'zh-CN': '登录失败次数过多，请{0}秒后再试，或输入正确的验证码和密码',
    'en-US': 'Too many failed sign-ins, please try again in {0} seconds or enter the verification code',
    'vi-VN': 'Đăng nhập thất bại quá nhiều lần, vui lòng thử lại sau {0} giây hoặc nhập mã xác minh',
  },
  captchaRequired: {
    'zh-CN': '登录失败次数较多，请输入验证码',
    'en-US': 'Several sign-ins failed, please enter the verification code',
    'vi-VN': 'Đã có nhiều lần đăng nhập thất bại, vui lòng nhập mã xác minh',
  },
  accountDisabled: {
    'zh-CN': '账号已停用',
    'en-US': 'This account is disabled',
    'vi-VN': 'Tài khoản đã bị vô hiệu hóa',
  },
  loginModeNotAllowed: {
    'zh-CN': '该账号不允许使用此登录方式',
    'en-US': 'This sign-in mode is not allowed for this account',
    'vi-VN': 'Tài khoản này không được dùng phương thức đăng nhập này',
  },
  captchaWrong: {
    'zh-CN': '验证码错误或已过期',
    'en-US': 'Verification code is wrong or expired',
    'vi-VN': 'Mã xác minh sai hoặc đã hết hạn',
  },
  deviceNotBound: {
    'zh-CN': '当前设备未绑定，请申请绑定设备',
    'en-US': 'This device is not bound, please apply to bind it',
    'vi-VN': 'Thiết bị này chưa được liên kết, vui lòng yêu cầu liên kết',
  },
  deviceBindPending: {
    'zh-CN': '设备绑定申请待审核',
    'en-US': 'Device binding is waiting for approval',
    'vi-VN': 'Yêu cầu liên kết thiết bị đang chờ duyệt',
  },
  qrExpired: {
    'zh-CN': '二维码已过期，请刷新',
    'en-US': 'QR code expired, please refresh',
    'vi-VN': 'Mã QR đã hết hạn, vui lòng làm mới',
  },
  originalPasswordWrong: {
    'zh-CN': '原密码错误',
    'en-US': 'The original password is wrong',
    'vi-VN': 'Mật khẩu cũ không đúng',
  },
  passwordMismatch: {
    'zh-CN': '两次输入的密码不一致',
    'en-US': 'The new password and its confirmation do not match',
    'vi-VN': 'Mật khẩu mới và xác nhận không khớp',
  },
  passwordSameAsOld: {
    'zh-CN': '新密码不能与原密码相同',
    'en-US': 'The new password must differ from the original',
    'vi-VN': 'Mật khẩu mới phải khác mật khẩu cũ',
  },
  passwordWeak: {
    'zh-CN': '密码长度为{0}到{1}位，且须同时包含字母和数字',
    'en-US': 'The password must be {0} to {1} characters and contain letters and digits',
    'vi-VN': 'Mật khẩu phải dài {0} đến {1} ký tự và gồm cả chữ và số',
  },
  warehouseNotAllowed: {
    'zh-CN': '没有该仓库的权限',
    'en-US': 'You have no access to this warehouse',
    'vi-VN': 'Bạn không có quyền với kho này',
  },
  decryptFailed: {
    'zh-CN': '请求解密失败，请刷新页面',
    'en-US': 'The request could not be decrypted, please reload the page',
    'vi-VN': 'Không thể giải mã yêu cầu, vui lòng tải lại trang',
  },
  referencedBy: {
    'zh-CN': '{0}正在被{1}使用，不能删除',
    'en-US': '{0} is still used by {1} and cannot be deleted',
    'vi-VN': '{0} đang được {1} sử dụng, không thể xóa',
  },
  // server (issue 2)
  encryptionRequired: {
    'zh-CN': '请求必须加密，请刷新页面',
    'en-US': 'This request must be encrypted, please reload the page',
    'vi-VN': 'Yêu cầu này phải được mã hóa, vui lòng tải lại trang',
  },
  roleUserTypeMismatch: {
    'zh-CN': '角色的用户类型与用户不一致',
    'en-US': "The role's user type does not match the user",
    'vi-VN': 'Loại người dùng của vai trò không khớp với người dùng',
  },
  minValue: {
    'zh-CN': '{0}不能小于{1}',
    'en-US': '{0} cannot be less than {1}',
    'vi-VN': '{0} không được nhỏ hơn {1}',
  },
  maxValue: {
    'zh-CN': '{0}不能大于{1}',
    'en-US': '{0} cannot be greater than {1}',
    'vi-VN': '{0} không được lớn hơn {1}',
  },
} as const satisfies Record<string, Message>;

/**
 * The keys of the whole catalogue. The platform knows its own; `src/messages.ts` adds the modules'
 * (declaration merging), so rules of any floor can name any key and the type still checks it.
 */
export interface MessageCatalogue extends Record<keyof typeof PLATFORM_MESSAGES, Message> {}
export type MessageKey = keyof MessageCatalogue;
