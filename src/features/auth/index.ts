import './auth.css';

export { LoginForm } from './LoginForm.tsx';
export { RegisterForm } from './RegisterForm.tsx';
export { AuthHero } from './AuthHero.tsx';
export { SliderCaptcha, type CaptchaAnswer } from './SliderCaptcha.tsx';
export { useSendCode } from './useSendCode.ts';
export { useSignIn } from './useSignIn.ts';
export { useLogout } from './useLogout.ts';
export { useRefreshUserInfo } from './useRefreshUserInfo.ts';
