import { Card } from 'antd';
import type { ReactNode } from 'react';

/** A titled part of a step; the title is a heading under the step's own. */
export function OnboardingSection({ title, children, size }: { title: string; children: ReactNode; size?: 'small' }) {
  return (
    <Card
      {...(size === undefined ? {} : { size })}
      title={<h3 className="onboarding-card-title">{title}</h3>}
      className="onboarding-section"
    >
      {children}
    </Card>
  );
}
