import type { PostStatus } from '@tessera/contracts';
import { Tag } from 'antd';
import { STATUS_LABELS } from './content-labels';

export function StatusTag({ status }: { status: PostStatus }) {
  const { label, color } = STATUS_LABELS[status];
  return <Tag color={color}>{label}</Tag>;
}
