import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The narrow centred card of the authentication screens, with the page's one h1. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="auth-screen">
      <Card className="auth-card">
        <Typography.Title level={1} className="auth-title">
          {title}
        </Typography.Title>
        {intro === undefined ? null : <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
        {children}
      </Card>
    </div>
  );
}
