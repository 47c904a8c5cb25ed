/** A value answered once by a save (an API key's secret), shown with a copy button under the server's message. */
import { Typography } from 'antd';

export default function RevealedValue({ value, message }: { value: string; message?: string }) {
  return (
    <>
      {message && <Typography.Paragraph type="warning">{message}</Typography.Paragraph>}
      <Typography.Paragraph copyable={{ text: value }} code style={{ wordBreak: 'break-all' }}>
        {value}
      </Typography.Paragraph>
    </>
  );
}
