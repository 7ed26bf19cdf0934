import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { UPLOAD_ALLOWED_MIME_TYPES } from '@tessera/rules';
import { Typography } from 'antd';
import { useId, useState, type DragEvent } from 'react';

interface UploadDropzoneProps {
  onFiles: (files: File[]) => void;
}

/**
 * Drop several files or pick them. Every file is handed on, also of other types, so the page can
 * tell the person why a file was not accepted instead of dropping it silently.
 */
export function UploadDropzone({ onFiles }: UploadDropzoneProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <label
      htmlFor={inputId}
      className={`upload-dropzone${dragging ? ' upload-dropzone--active' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        id={inputId}
        type="file"
        multiple
        accept={UPLOAD_ALLOWED_MIME_TYPES.join(',')}
        className="visually-hidden"
        aria-label="Add photos or videos"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <InboxOutlined className="upload-dropzone__icon" aria-hidden="true" />
      <Typography.Text strong>Drag photos and videos here, or click to choose</Typography.Text>
      <Typography.Text type="secondary">
        JPG, PNG, WebP or GIF up to 10 MB; MP4, WebM or MOV up to 100 MB
      </Typography.Text>
    </label>
  );
}
