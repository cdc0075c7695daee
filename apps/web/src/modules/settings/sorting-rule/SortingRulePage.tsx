import { sortingRule } from '@freightdesk/domain';
import { Tag } from 'antd';
import { RulePage } from '#web/modules/settings/rule/index.ts';

/** Settings centre › sorting rules: the rule screen with the sort code shown as a tag. */
export function SortingRulePage() {
  return (
    <RulePage
      entity={sortingRule}
      overrides={{
        columns: {
          sortCode: { render: (r) => <Tag color="blue">{String(r.sortCode ?? '')}</Tag> },
        },
      }}
    />
  );
}
