import './auth.css';
// The forms are in forms.ts: they bring zod, which the member's menu and the other pages that
// only sign out or refresh the user info do not need.
export { AuthHero } from './AuthHero.tsx';
export { SliderCaptcha, type CaptchaAnswer } from './SliderCaptcha.tsx';
export { useSendCode, type CodeSender } from './useSendCode.ts';
export { CodeDeliveryNote, CodePuzzle } from './CodeDelivery.tsx';
export { useSignIn } from './useSignIn.ts';
export { useLogout } from './useLogout.ts';
export { useRefreshUserInfo } from './useRefreshUserInfo.ts';
