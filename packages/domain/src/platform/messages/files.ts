/** Messages of uploads and downloads (spec platform-core §5 "Files", §8). */
export const FILE_MESSAGES = {
  uploadTooManyFiles: {
    'zh-CN': '每次最多上传{0}个文件',
    'en-US': 'At most {0} files per upload',
    'vi-VN': 'Mỗi lần tải lên tối đa {0} tệp',
  },
  uploadOnlyOneFile: {
    'zh-CN': '该类型只能上传一个文件',
    'en-US': 'Only one file can be uploaded for this type',
    'vi-VN': 'Loại này chỉ được tải lên một tệp',
  },
  fileFormatNotAllowed: {
    'zh-CN': '文件{0}格式不支持，允许的格式：{1}',
    'en-US': 'The format of {0} is not allowed; allowed formats: {1}',
    'vi-VN': 'Định dạng của {0} không được phép; định dạng cho phép: {1}',
  },
  fileTooLarge: {
    'zh-CN': '文件{0}超过{1}MB',
    'en-US': '{0} is larger than {1} MB',
    'vi-VN': '{0} lớn hơn {1} MB',
  },
  uploadTooLarge: {
    'zh-CN': '单个文件不能超过{0}MB',
    'en-US': 'A file cannot be larger than {0} MB',
    'vi-VN': 'Mỗi tệp không được lớn hơn {0} MB',
  },
  fileEmpty: {
    'zh-CN': '文件{0}为空',
    'en-US': '{0} is empty',
    'vi-VN': '{0} trống',
  },
  fileDeleteOnlyUploader: {
    'zh-CN': '只能删除自己上传的文件',
    'en-US': 'Only the uploader can delete this file',
    'vi-VN': 'Chỉ người tải lên mới có thể xóa tệp này',
  },
  downloadUrlEmpty: {
    'zh-CN': '下载失败，[downloadUrl]为空',
    'en-US': 'Download failed, [downloadUrl] is empty',
    'vi-VN': 'Tải xuống thất bại, [downloadUrl] trống',
  },
  uploadFail: {
    'zh-CN': '{0}失败',
    'en-US': '{0} fail',
    'vi-VN': '{0} thất bại',
  },
  fileLinkExpired: {
    'zh-CN': '链接已失效，请重新打开',
    'en-US': 'The link has expired, please open it again',
    'vi-VN': 'Liên kết đã hết hạn, vui lòng mở lại',
  },
} as const;
