import { Alert, Button, Flex, Typography } from 'antd';

interface RecoveryCodesPanelProps {
  codes: string[];
  onDone: () => void;
}

/** The recovery codes, shown this once: each signs in once when the phone is not at hand. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const download = () => {
    const file = new Blob([`Tessera recovery codes\n\n${codes.join('\n')}\n`], {
      type: 'text/plain',
    });
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'tessera-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Flex vertical gap={12}>
      <Alert
        type="success"
        showIcon
        title="Two-factor sign-in is on"
        description="Save these recovery codes somewhere safe. They are shown only now; each one signs you in once if you lose your phone."
      />
      <ol aria-label="Recovery codes" className="two-factor__codes">
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <Flex gap={8} wrap>
        <Typography.Text copyable={{ text: codes.join('\n'), tooltips: ['Copy codes', 'Copied'] }}>
          Copy all
        </Typography.Text>
        <Button onClick={download}>Download</Button>
        <Button type="primary" onClick={onDone}>
          I saved them
        </Button>
      </Flex>
    </Flex>
  );
}
