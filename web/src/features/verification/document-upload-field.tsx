import type { UploadedVerificationDocument } from '@tessera/contracts';
import { Button, Flex, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import { verificationApi } from '../../api/admin-verification.api';

const ACCEPT = 'image/jpeg,image/png,application/pdf';

interface DocumentUploadFieldProps {
  label: string;
  hint: string;
  required: boolean;
  value: UploadedVerificationDocument | null;
  onChange: (document: UploadedVerificationDocument | null) => void;
}

/** Picks one document and uploads it privately at once, showing how far it got. */
export function DocumentUploadField({
  label,
  hint,
  required,
  value,
  onChange,
}: DocumentUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    setProgress(0);
    onChange(null);
    try {
      const uploaded = await verificationApi.uploadDocument(file, setProgress);
      onChange(uploaded.data);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Flex vertical gap={4} className="document-upload-field">
      <Typography.Text strong>
        {label}
        {required ? '' : ' (optional)'}
      </Typography.Text>
      <Typography.Text type="secondary">{hint}</Typography.Text>
      <Flex gap={8} align="center" wrap>
        <Button onClick={() => input.current?.click()} disabled={progress !== null}>
          {value ? 'Replace file' : 'Choose file'}
        </Button>
        {value && <Typography.Text>{value.filename}</Typography.Text>}
      </Flex>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {progress !== null && <Progress percent={progress} size="small" />}
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Flex>
  );
}
