import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l } from '../../platform/entity/define.ts';
import { TRACK_STATUS_OPTIONS } from '../waybill/index.light.ts';

/**
 * Track template (LMS customer service → track templates): a ready-made track row — node, description,
 * location — that track maintenance appends to many waybills at once.
 */
export const trackTemplate = defineEntity({
  name: 'trackTemplate',
  api: 'lms/trackTemplate',
  table: 'lms_track_template',
  title: l('轨迹模板', 'Track templates', 'Mẫu hành trình'),
  permission: 'lms/trackTemplate',
  actions: ['insert', 'update', 'delete', 'enable', 'export', 'import'],
  labelField: 'name',
  menuGroup: 'lms.service',
  route: '/lms/track/template',
  fields: {
    name: field.text(L.name, { max: 50, required: true, unique: true, search: 'keyword' }),
    nodeType: field.enum(l('轨迹节点', 'Track node', 'Nút hành trình'), {
      options: TRACK_STATUS_OPTIONS,
      required: true,
      default: 'inTransit',
      search: 'eq',
    }),
    description: field.textarea(l('轨迹描述', 'Description', 'Mô tả'), {
      max: 500,
      required: true,
      search: 'keyword',
      list: true,
      span: 3,
    }),
    location: field.text(l('地点', 'Location', 'Địa điểm'), { max: 100, search: 'like' }),
    remark: field.text(L.remark, { max: 200, span: 2 }),
  },
});
