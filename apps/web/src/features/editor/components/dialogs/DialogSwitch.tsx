import type { ReactNode } from 'react';
import { Switch } from '../../../../components/Switch';

/** An on/off setting of an editor dialog: a labelled checkbox announced as a switch. */
export function DialogSwitch({
  checked,
  onChange,
  children,
}: {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly children: ReactNode;
}) {
  return (
    <Switch className="editor-dialog__switch" checked={checked} onChange={onChange}>
      {children}
    </Switch>
  );
}
