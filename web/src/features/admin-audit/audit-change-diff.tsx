import type { AuditEntryDto } from '@tessera/contracts';
import { Table, Typography } from 'antd';

interface ChangedField {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const shown = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** Each field an action touched, as it was and as it became; unchanged fields are dimmed. */
export function AuditChangeDiff({ entry }: { entry: AuditEntryDto }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const rows: ChangedField[] = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .sort()
    .map((field) => ({
      field,
      before: shown(before[field]),
      after: shown(after[field]),
      changed: JSON.stringify(before[field]) !== JSON.stringify(after[field]),
    }));
  return (
    <Table<ChangedField>
      size="small"
      pagination={false}
      rowKey="field"
      dataSource={rows}
      aria-label={`Changes made by ${entry.action}`}
      columns={[
        { title: 'Field', dataIndex: 'field' },
        {
          title: 'Before',
          dataIndex: 'before',
          render: (text: string, row) => (
            <Typography.Text type={row.changed ? 'danger' : 'secondary'} delete={row.changed}>
              {text}
            </Typography.Text>
          ),
        },
        {
          title: 'After',
          dataIndex: 'after',
          render: (text: string, row) => (
            <Typography.Text type={row.changed ? 'success' : 'secondary'}>{text}</Typography.Text>
          ),
        },
      ]}
    />
  );
}
