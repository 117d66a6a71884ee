'use client';

// Support's decision on an open chat report (docs/features.md, Operator console: Support): warn the
// reported user (the text is their inbox warning), ban them (the text is the ban's reason), or dismiss it.
import { decideReport } from '@/lib/support/api';
import { REASON_MAX } from '@/lib/support/contracts';
import { ReasonActions } from './reason-actions';
import { useStepUp } from './step-up';

export function ReportActions({ id }: { id: number }) {
  // A ban is sensitive: the server asks for step-up, and the dialog asks the operator for the SMS code.
  const stepUp = useStepUp();
  return (
    <>
      {stepUp.dialog}
      <ReasonActions
        title="处理举报"
        label="处理说明（警告时为发给被举报人的站内信，封禁时为封禁原因）"
        max={REASON_MAX}
        testId="report-actions"
        actions={[
          { label: '警告', tone: 'primary', run: (note) => decideReport({ id, decision: 'warn', note }) },
          { label: '封禁被举报人', tone: 'danger', run: (note) => stepUp.run(() => decideReport({ id, decision: 'ban', note })) },
          { label: '驳回举报', run: (note) => decideReport({ id, decision: 'dismiss', note }) },
        ]}
      />
    </>
  );
}
