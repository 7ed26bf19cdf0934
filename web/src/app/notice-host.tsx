import { App } from 'antd';
import { useEffect } from 'react';
import { AntdTheme } from '../theme/antd-theme';
import { subscribeNotices, takeNotices } from './notices';

function NoticeDrain() {
  const { notification } = App.useApp();
  useEffect(() => {
    const showWaiting = () =>
      takeNotices().forEach(({ kind, title, description }) =>
        notification[kind]({ title, description }),
      );
    showWaiting();
    return subscribeNotices(showWaiting);
  }, [notification]);
  return null;
}

/** Shows the notices raised by screens without Ant Design, as Ant Design notifications. */
export function NoticeHost() {
  return (
    <AntdTheme>
      <NoticeDrain />
    </AntdTheme>
  );
}
