'use client';

// An activity's sign-up switch and its deletion (docs/features.md, Operator console). Deleting takes the
// sign-ups with it, which the confirmation says.
import { deleteActivity, setActivitySignUp } from '@/lib/activities/console-api';
import { RecordControls } from './record-controls';

interface Props {
  id: number;
  title: string;
  signUpStopped: boolean;
  signedCount: number;
}

export function ActivityControls({ id, title, signUpStopped, signedCount }: Props) {
  const note = signedCount > 0 ? `，连同 ${signedCount} 条报名记录` : '';
  return (
    <RecordControls
      title="报名与删除"
      testId="activity-controls"
      stateTestId="sign-up-state"
      state={signUpStopped ? '已停止报名：活动页不再接受新的报名，已报名的用户不受影响。' : '报名开放中：截止前名额未满即可报名。'}
      switchLabel={signUpStopped ? '重新开放报名' : '停止报名'}
      onSwitch={() => setActivitySignUp({ id, open: signUpStopped })}
      deleteLabel="删除活动"
      confirmDelete={`确定删除活动“${title}”${note}？删除后不可恢复。`}
      onDelete={() => deleteActivity(id)}
      listHref="/admin/activities"
    />
  );
}
