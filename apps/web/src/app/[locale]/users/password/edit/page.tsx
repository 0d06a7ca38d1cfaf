import { AuthPageExit } from '@/features/account/components/auth-page-exit';
import { authPageMetadata } from '@/features/account/components/auth-page';
import HomePage from '../../../page';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = (props: Props) => authPageMetadata('password/edit', props);

/** The home page with the dialog open (the layout's URL opener opens it); closing it leaves. */
export default function Page({ params }: Props) {
  return (
    <>
      <HomePage params={params} />
      <AuthPageExit />
    </>
  );
}
