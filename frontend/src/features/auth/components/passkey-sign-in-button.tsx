import { Button, Divider, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { useToast } from '../../../lib/toast';
import { passkeySignInSupported, usePasskeySignIn } from '../api/passkey-sign-in';
import { useAfterSignIn } from './use-after-sign-in';

/**
 * "Sign in with a passkey", inside the sign-in form (it reads its "remember me"). Absent where the browser has no
 * WebAuthn. A cancelled or failed prompt, like the server's refusal, says the biometric failure.
 */
export function PasskeySignInButton() {
  const { t } = useTranslation(['auth', 'common']);
  const form = Form.useFormInstance<{ rememberMe?: boolean }>();
  const { trigger, isMutating } = usePasskeySignIn();
  const { signIn } = useSession();
  const toast = useToast();
  const afterSignIn = useAfterSignIn();

  if (!passkeySignInSupported()) return null;

  const onClick = async () => {
    const rememberMe = form.getFieldValue('rememberMe') === true;
    try {
      const { user } = await trigger({ rememberMe });
      signIn(user, rememberMe);
      toast.success(t('common:toast.successTitle'), t('auth:toast.loggedIn'));
      afterSignIn(user);
    } catch (error) {
      toast.failure(error, t('auth:signIn.passkeyFailed'));
    }
  };

  return (
    <>
      <Divider plain>{t('auth:signIn.passkeyOr')}</Divider>
      <Button block loading={isMutating} onClick={() => void onClick()}>
        {t('auth:signIn.passkey')}
      </Button>
    </>
  );
}
