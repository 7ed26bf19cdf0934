import {
  INCIDENT_STATUSES,
  type IncidentStatus,
  type SecurityIncidentDto,
} from '@tessera/contracts';
import { Alert, Button, Flex, Input, Modal, Segmented, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSecurityIncidents } from '../../hooks/use-security-incidents';
import { useUpdateIncident } from '../../hooks/use-update-incident';

type Filter = IncidentStatus | 'all';

const STATUS_COLORS: Record<IncidentStatus, string> = {
  open: 'red',
  investigating: 'gold',
  resolved: 'green',
  dismissed: 'default',
};

const SEVERITY_COLORS: Record<SecurityIncidentDto['severity'], string> = {
  low: 'default',
  medium: 'gold',
  high: 'orange',
  critical: 'red',
};

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function IncidentDialog({
  incident,
  onClose,
}: {
  incident: SecurityIncidentDto;
  onClose: () => void;
}) {
  const [status, setStatus] = useState<IncidentStatus>(incident.status);
  const [notes, setNotes] = useState(incident.notes);
  const update = useUpdateIncident();
  const save = () => update.mutate({ id: incident.id, status, notes }, { onSuccess: onClose });
  return (
    <Modal
      open
      title="Change incident"
      okText="Save"
      onOk={save}
      onCancel={onClose}
      confirmLoading={update.isPending}
    >
      <Flex vertical gap={12}>
        <Typography.Text>{incident.description}</Typography.Text>
        <Select
          aria-label="Status"
          value={status}
          onChange={setStatus}
          options={INCIDENT_STATUSES.map((value) => ({ value, label: value }))}
        />
        <Input.TextArea
          aria-label="Notes"
          value={notes}
          maxLength={2000}
          rows={3}
          onChange={(event) => setNotes(event.target.value)}
        />
        {update.isError && <Alert type="error" title={update.error.message} />}
      </Flex>
    </Modal>
  );
}

function columns(open: (incident: SecurityIncidentDto) => void): ColumnsType<SecurityIncidentDto> {
  return [
    {
      title: 'Detected',
      dataIndex: 'detectedAt',
      key: 'detectedAt',
      render: (value: string) => dateTime.format(new Date(value)),
    },
    {
      title: 'Severity',
      dataIndex: 'severity',
      key: 'severity',
      render: (value: SecurityIncidentDto['severity']) => (
        <Tag color={SEVERITY_COLORS[value]}>{value}</Tag>
      ),
    },
    { title: 'What happened', dataIndex: 'description', key: 'description' },
    {
      title: 'Accounts',
      dataIndex: 'affectedUsers',
      key: 'affectedUsers',
      responsive: ['md'],
      render: (users: string[]) =>
        users.map((id) => (
          <Link key={id} to={`/admin/users/${id}`}>
            {id}
          </Link>
        )),
    },
    {
      title: 'Addresses',
      dataIndex: 'ipAddresses',
      key: 'ipAddresses',
      responsive: ['lg'],
      render: (addresses: string[]) => addresses.join(', ') || '—',
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (value: IncidentStatus) => <Tag color={STATUS_COLORS[value]}>{value}</Tag>,
    },
    {
      title: '',
      key: 'change',
      render: (_, incident) => (
        <Button size="small" onClick={() => open(incident)}>
          Change
        </Button>
      ),
    },
  ];
}

/** The incidents the alert rules raised, filtered by status, each movable with notes. */
export function IncidentsPanel() {
  const [filter, setFilter] = useState<Filter>('open');
  const [editing, setEditing] = useState<SecurityIncidentDto | null>(null);
  const incidents = useSecurityIncidents(filter === 'all' ? undefined : filter);
  return (
    <Flex vertical gap={8}>
      <Segmented<Filter>
        value={filter}
        onChange={setFilter}
        options={[...INCIDENT_STATUSES, 'all' as const].map((value) => ({ value, label: value }))}
      />
      {incidents.isError && <Alert type="error" title={incidents.error.message} />}
      <Table
        size="small"
        rowKey="id"
        loading={incidents.isPending}
        columns={columns(setEditing)}
        dataSource={incidents.data ?? []}
        locale={{ emptyText: 'No incidents' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: true }}
      />
      {editing && <IncidentDialog incident={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
