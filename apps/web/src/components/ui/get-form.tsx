'use client';
// A GET form (a filter or a choice whose answer is an address): it works as a plain form before
// the page's scripts run, and once they have, it navigates within the app, with the route progress
// bar, instead of reloading the page. What the page needs of next/form, without its prefetching.
import { useRouter } from 'next/navigation';
import type { FormEvent, FormHTMLAttributes } from 'react';
import { BASE_PATH, startRouteProgress } from '@/lib/route-progress';

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, 'action' | 'method' | 'onSubmit'> & {
  /** The address (inside the base path) the form's fields are sent to, as its query. */
  action: string;
};

export function GetForm({ action, ...rest }: Props) {
  const router = useRouter();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string') query.append(name, value);
    event.preventDefault();
    const search = query.toString();
    startRouteProgress();
    router.push(search ? `${action}?${search}` : action);
  };
  return <form {...rest} action={BASE_PATH + action} method="get" onSubmit={onSubmit} />;
}
