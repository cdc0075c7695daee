import type { Language } from '@freightdesk/domain';
import { Button, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowTableEditor } from './RowTableEditor.tsx';
import { SubFieldInput } from './SubFieldInput.tsx';
import { type Labels, type SubField, subLabel } from './sub-fields.ts';
import type { Draft } from './sub-values.ts';

export type NestedRows = Extract<SubField, { kind: 'rows' }>;

type Props = {
  fields: readonly SubField[];
  labels: Labels;
  lang: Language;
  value?: unknown;
  onChange?: (value: Draft | null) => void;
  disabled?: boolean;
  /** Prefix of the test ids: `<testId>-<field>`, nested rows `<testId>-<field>-<row>-<cell>`. */
  testId: string;
  id?: string;
};

/**
 * A small form of flat fields (4 per line; nested row tables on a line of their own). "Clear" puts
 * the value back to `null` ("not configured"); a value with nothing filled in is saved as null too.
 */
export function ObjectFormEditor({ fields, labels, lang, value, onChange, disabled, testId, id }: Props) {
  const { t } = useTranslation();
  const draft: Draft =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Draft) : {};
  const set = (key: string, cell: unknown) => onChange?.({ ...draft, [key]: cell });
  return (
    <div id={id} data-testid={testId} className="sub-config-object">
      <Row gutter={[12, 8]}>
        {fields.map((f) => {
          const label = subLabel(labels, f.key, lang);
          return (
            <Col key={f.key} xs={24} md={f.kind === 'rows' ? 24 : 6}>
              <Typography.Text type="secondary">{label}</Typography.Text>
              <div>
                {f.kind === 'rows' ? (
                  <RowTableEditor
                    fields={f.fields}
                    labels={labels}
                    lang={lang}
                    value={draft[f.key]}
                    disabled={disabled}
                    testId={`${testId}-${f.key}`}
                    onChange={(rows) => set(f.key, rows)}
                  />
                ) : (
                  <SubFieldInput
                    field={f}
                    value={draft[f.key]}
                    disabled={disabled}
                    testId={`${testId}-${f.key}`}
                    ariaLabel={label}
                    onChange={(cell) => set(f.key, cell)}
                  />
                )}
              </div>
            </Col>
          );
        })}
      </Row>
      <Button
        size="small"
        style={{ marginTop: 8 }}
        disabled={disabled || value === null || value === undefined}
        data-testid={`${testId}-clear`}
        onClick={() => onChange?.(null)}
      >
        {t('subConfig.clear')}
      </Button>
    </div>
  );
}
