import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@anchor/ui';
import { Link } from 'react-router-dom';
import { ShellCopy } from '../copy';

export interface MessagePageProps {
  title: string;
  text: string;
}

/** A short message with a way back home (not found, no access). */
export function MessagePage({ title, text }: MessagePageProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/">{ShellCopy.backHome}</Link>
      </CardContent>
    </Card>
  );
}
