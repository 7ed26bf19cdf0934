import { Outlet } from 'react-router-dom';
import { AntdScope } from './lazy-pages';

/** The screens below it render Ant Design components: its theme loads with the first of them. */
export function AntdOutlet() {
  return (
    <AntdScope>
      <Outlet />
    </AntdScope>
  );
}
