/** The SLA settings' answers for the jsdom tests: the defaults, one override, two holidays, one type. */
const DEFAULTS = {
  '0': { firstResponseHours: 8, resolutionHours: 48 },
  '1': { firstResponseHours: 4, resolutionHours: 24 },
  '2': { firstResponseHours: 1, resolutionHours: 8 },
};
export const slaAnswer = (path: string) => {
  if (path.startsWith('platform/workOrder/sla/targets'))
    return {
      defaults: DEFAULTS,
      targets: [{ secondType: 'claim', urgencyLevel: 1, firstResponseHours: 2, resolutionHours: null }],
    };
  if (path.startsWith('platform/workOrder/sla/holidays')) return { holidays: ['2026-10-01', '2026-10-02'] };
  if (path.startsWith('platform/workOrderType/list'))
    return [{ id: 't1', code: 'claim', mainType: 4, label: 'Claim', enabled: true, sort: 1 }];
  return [];
};
