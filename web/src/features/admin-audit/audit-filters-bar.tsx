import { AUDIT_ACTIONS, type AuditAction } from '@tessera/contracts';
import { Button, Flex, Form, Input, Select } from 'antd';
import type { AuditFilters } from '../../api/admin-audit.api';

/** What the admin typed: dates as the day inputs give them (YYYY-MM-DD). */
export interface AuditFilterValues {
  action?: AuditAction;
  actorId?: string;
  targetId?: string;
  fromDay?: string;
  toDay?: string;
}

/** The filters as the API takes them: whole local days, from the start of one to the end of the other. */
export function toAuditFilters(values: AuditFilterValues): AuditFilters {
  const text = (value?: string) => value?.trim() || undefined;
  return {
    action: values.action,
    actorId: text(values.actorId),
    targetId: text(values.targetId),
    from: values.fromDay ? new Date(`${values.fromDay}T00:00:00`).toISOString() : undefined,
    to: values.toDay ? new Date(`${values.toDay}T23:59:59.999`).toISOString() : undefined,
  };
}

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: action }));

export function AuditFiltersBar({ onApply }: { onApply: (values: AuditFilterValues) => void }) {
  const [form] = Form.useForm<AuditFilterValues>();
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onApply}
      className="audit-filters"
      aria-label="Filter the audit trail"
    >
      <Flex gap={12} wrap align="end">
        <Form.Item name="action" label="Action">
          <Select
            allowClear
            showSearch
            placeholder="Any action"
            options={ACTION_OPTIONS}
            style={{ minWidth: 220 }}
          />
        </Form.Item>
        <Form.Item name="actorId" label="Actor id">
          <Input placeholder="Who acted" />
        </Form.Item>
        <Form.Item name="targetId" label="Target id">
          <Input placeholder="User or item acted on" />
        </Form.Item>
        <Form.Item name="fromDay" label="From">
          <Input type="date" />
        </Form.Item>
        <Form.Item name="toDay" label="To">
          <Input type="date" />
        </Form.Item>
        <Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit">
              Apply
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onApply({});
              }}
            >
              Clear
            </Button>
          </Flex>
        </Form.Item>
      </Flex>
    </Form>
  );
}
