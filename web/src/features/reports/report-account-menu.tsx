import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { ReportTargetDialog } from './report-target-dialog';

/** The "more" menu of someone else's profile: reporting the account to the moderators. */
export function ReportAccountMenu({ userId, name }: { userId: string; name: string }) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [{ key: 'report', label: 'Report account', danger: true }],
          onClick: () => setReporting(true),
        }}
      >
        <Button size="large" icon={<MoreOutlined />} aria-label={`More about ${name}`} />
      </Dropdown>
      <ReportTargetDialog
        target={{ type: 'user', userId }}
        open={reporting}
        onClose={() => setReporting(false)}
      />
    </>
  );
}
