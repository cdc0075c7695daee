import type { Message } from './catalogue.ts';

/** Refusals of hostile or damaged input before any route code reads it (issue 13, "no input answers 500"). */
export const INPUT_MESSAGES = {
  invalidCharacters: {
    'zh-CN': '{0}包含不允许的字符',
    'en-US': '{0} contains characters that are not allowed',
    'vi-VN': '{0} chứa ký tự không được phép',
  },
  inputTooDeep: {
    'zh-CN': '请求数据嵌套层级过深',
    'en-US': 'The request data is nested too deeply',
    'vi-VN': 'Dữ liệu yêu cầu lồng nhau quá sâu',
  },
  invalidValue: {
    'zh-CN': '请求中的值不正确，请检查后重试',
    'en-US': 'A value in the request is not valid, please check and retry',
    'vi-VN': 'Một giá trị trong yêu cầu không hợp lệ, vui lòng kiểm tra và thử lại',
  },
  uploadMalformed: {
    'zh-CN': '上传的内容不完整或格式错误，请重新上传',
    'en-US': 'The upload is incomplete or malformed, please upload again',
    'vi-VN': 'Nội dung tải lên không đầy đủ hoặc sai định dạng, vui lòng tải lên lại',
  },
} satisfies Record<string, Message>;
