import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import './contact-page.css';

/** The page's one `h1` and lead, the tab titled the same. */
export function PageFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="contact-page">
      <header className="contact-hero">
        <Typography.Title level={1}>{title}</Typography.Title>
        <Typography.Paragraph className="contact-lead">{lead}</Typography.Paragraph>
      </header>
      {children}
    </div>
  );
}
