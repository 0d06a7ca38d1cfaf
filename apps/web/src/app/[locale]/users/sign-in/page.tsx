import { AuthPage, authPageMetadata } from '@/features/account/components/auth-page';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = (props: Props) => authPageMetadata('sign-in', props);

export default function Page({ params }: Props) {
  return <AuthPage mode="sign-in" params={params} />;
}
